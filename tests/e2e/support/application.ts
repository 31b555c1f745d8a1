import type { Page } from '@playwright/test';

/** An adult applicant's required answers in the Portuguese form (name, birthdate, gender, e-mail, height): the photos and the consent are each spec's. */
export async function fillAdultAnswers(page: Page, email: string): Promise<void> {
  await page.getByLabel(/^Nome completo/).fill('Caio Mendes');
  await page.getByLabel(/^Data de nascimento/).fill('09/09/2005');
  await page.keyboard.press('Tab');
  await page.getByRole('radio', { name: 'Masculino' }).check();
  await page.getByLabel(/^E-mail/).fill(email);
  await page.getByLabel(/^Altura/).selectOption('185/6.1');
}
