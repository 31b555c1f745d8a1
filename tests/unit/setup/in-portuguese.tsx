import { render } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import pt from '@/messages/pt.json';

/** Renders a client part as the site's pages hold it, in Portuguese (the complete catalogue) and the agency's time zone. */
export function renderInPortuguese(node: ReactNode) {
  return render(
    <NextIntlClientProvider locale="pt" messages={pt} timeZone="America/Sao_Paulo">
      {node}
    </NextIntlClientProvider>,
  );
}
