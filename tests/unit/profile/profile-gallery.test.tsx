// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { ProfileGallery } from '@/components/profile/profile-gallery';
import pt from '@/messages/pt.json';

// The slider is tested on its own (gallery-slider.test.tsx) and in the browser by the e2e specs.
vi.mock('@/components/profile/gallery-slider', () => ({
  GallerySlider: ({ gallery }: { gallery: string }) => <p>slider {gallery}</p>,
}));

const photo = { file: 'https://panel.example/storage/p.jpg', width: 1200, height: 1800 };
const video = { provider: 'youtube' as const, url: 'https://www.youtube-nocookie.com/embed/M7lc1UVf-VE?rel=0', still: null };

function renderGallery(props: Partial<Parameters<typeof ProfileGallery>[0]> = {}) {
  return render(
    <NextIntlClientProvider locale="pt" messages={pt}>
      <ProfileGallery name="Ana Souza" tabs={['book', 'snap', 'video']} book={[photo, photo]} snap={[photo]} videos={[video]} {...props} />
    </NextIntlClientProvider>,
  );
}

describe('ProfileGallery', () => {
  it('opens the first gallery and mounts only its slider', () => {
    renderGallery();
    expect(screen.getByRole('tab', { name: 'Book' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Book' })).toHaveTextContent('slider book');
    expect(screen.queryByText('slider video')).not.toBeInTheDocument();
  });

  it('switches galleries by click and with the arrow keys', async () => {
    renderGallery();
    await userEvent.click(screen.getByRole('tab', { name: 'Vídeos' }));
    expect(screen.getByRole('tabpanel', { name: 'Vídeos' })).toHaveTextContent('slider video');
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Book' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Book' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Vídeos' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Book' })).toHaveFocus();
  });

  it('keeps only the selected tab in the tab order', () => {
    renderGallery();
    expect(screen.getByRole('tab', { name: 'Book' })).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: 'Polaroids' })).toHaveAttribute('tabindex', '-1');
  });

  it('shows a single gallery without a tab list', () => {
    renderGallery({ tabs: ['book'], snap: [], videos: [] });
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Book' })).toBeInTheDocument();
    expect(screen.getByText('slider book')).toBeInTheDocument();
  });
});
