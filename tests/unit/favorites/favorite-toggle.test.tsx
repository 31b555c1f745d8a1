// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { beforeEach, describe, expect, it } from 'vitest';
import { FavoriteToggle } from '@/components/favorites/favorite-toggle';
import { FAVORITES_STORAGE_KEY, initFavoritesFromStorage } from '@/lib/talents/favorites/store';
import en from '@/messages/en.json';
import pt from '@/messages/pt.json';

const ana = { id: 12, name: 'Ana Souza', gender: 'woman' as const, cover: null };

function renderToggle(variant: 'card' | 'profile', locale: 'pt' | 'en' = 'pt') {
  return render(
    <NextIntlClientProvider locale={locale} messages={locale === 'pt' ? pt : en}>
      <FavoriteToggle talent={ana} variant={variant} />
    </NextIntlClientProvider>,
  );
}

beforeEach(() => {
  window.localStorage.clear();
  initFavoritesFromStorage();
});

describe('FavoriteToggle', () => {
  it('is a toggle button named after the talent that adds and removes the favourite', async () => {
    renderToggle('card');
    const add = screen.getByRole('button', { name: 'Adicionar Ana Souza aos favoritos' });
    expect(add).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(add);
    const remove = screen.getByRole('button', { name: 'Remover Ana Souza dos favoritos' });
    expect(remove).toHaveAttribute('aria-pressed', 'true');
    expect(JSON.parse(window.localStorage.getItem(FAVORITES_STORAGE_KEY) ?? '[]')).toEqual([ana]);
    await userEvent.click(remove);
    expect(screen.getByRole('button', { name: 'Adicionar Ana Souza aos favoritos' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('shows a short visible label on the profile and keeps the name for screen readers', () => {
    renderToggle('profile');
    const button = screen.getByRole('button', { name: 'Adicionar Ana Souza aos favoritos' });
    expect(button).toHaveTextContent(/^Adicionar\s*Ana Souza\s*aos favoritos$/);
    expect(screen.getByText('Ana Souza')).toHaveClass('visually-hidden');
  });

  it('speaks English on the English site', () => {
    renderToggle('card', 'en');
    expect(screen.getByRole('button', { name: 'Add Ana Souza to favorites' })).toBeInTheDocument();
  });

  it('starts pressed for a talent already saved in another visit', () => {
    window.localStorage.setItem(FAVORITES_STORAGE_KEY, JSON.stringify([ana]));
    initFavoritesFromStorage();
    renderToggle('card');
    expect(screen.getByRole('button', { name: 'Remover Ana Souza dos favoritos' })).toHaveAttribute('aria-pressed', 'true');
  });
});
