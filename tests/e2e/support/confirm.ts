import { expect, type APIRequestContext, type Browser } from '@playwright/test';
import { linkIn, waitForMail } from './mail';

/** The words of the confirmation page (messages/*.json, "Confirm"). */
export const CONFIRM_WORDS = {
  pt: { confirm: 'Confirmo e autorizo o envio', refuse: 'Recuso: apagar a inscrição', requestConfirm: 'Fui eu: enviar o pedido', requestRefuse: 'Não fui eu: apagar o pedido', confirmed: 'Confirmado', refused: 'Apagado', used: 'Link sem efeito', expired: 'Link expirado' },
  en: { confirm: 'I confirm and consent', refuse: 'I refuse: delete the application', requestConfirm: 'It was me: send the request', requestRefuse: 'It was not me: delete the request', confirmed: 'Confirmed', refused: 'Deleted', used: 'Link no longer valid', expired: 'Link expired' },
} as const;

/** The confirmation link of the one mail to `to` whose subject matches, once the local panel's sink caught it. */
export async function confirmationLink(request: APIRequestContext, to: string, subject: RegExp): Promise<string> {
  const [mail] = await waitForMail(request, to, { subject });
  return linkIn(mail!, /\/(?:en\/|es\/)?confirm(?:ar)?\/[A-Za-z0-9_-]{74}$/);
}

/**
 * Opens a confirmation link as the person mailed does (a fresh browser, with or without JavaScript) and
 * presses one of its two buttons; the page that follows says what became of the send.
 */
export async function answerLink(browser: Browser, link: string, button: string, { javaScriptEnabled = true, locale = 'pt-BR' } = {}): Promise<void> {
  const context = await browser.newContext({ javaScriptEnabled, locale });
  const page = await context.newPage();
  const opened = await page.goto(link);
  expect(opened?.status()).toBe(200);
  expect(opened?.headers()['cache-control']).toContain('no-store');
  expect(opened?.headers()['referrer-policy']).toBe('same-origin');
  await page.getByRole('button', { name: button, exact: true }).click();
  await expect(page.getByRole('button', { name: button, exact: true })).toHaveCount(0);
  await context.close();
}
