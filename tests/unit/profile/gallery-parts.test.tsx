// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { GalleryControls } from '@/components/profile/gallery-controls';
import { VideoSlide } from '@/components/profile/gallery-slides';
import { renderInPortuguese } from '@/tests/unit/setup/in-portuguese';

const inPortuguese = renderInPortuguese;

describe('the gallery controls', () => {
  it('say where the visitor is, step either way, and pause what rotates', async () => {
    const user = userEvent.setup();
    const previous = vi.fn();
    const next = vi.fn();
    const toggle = vi.fn();
    inPortuguese(<GalleryControls label="Book" index={1} count={5} playing canAutoplay onPrevious={previous} onNext={next} onTogglePlay={toggle} />);
    const counter = screen.getByText('2 / 5');
    expect(counter).toHaveTextContent('Book 2 / 5');
    // Rotating on its own: the counter is not announced at every slide.
    expect(counter).toHaveAttribute('aria-live', 'off');
    await user.click(screen.getByRole('button', { name: 'Slide anterior' }));
    await user.click(screen.getByRole('button', { name: 'Próximo slide' }));
    await user.click(screen.getByRole('button', { name: 'Pausar apresentação' }));
    expect([previous.mock.calls.length, next.mock.calls.length, toggle.mock.calls.length]).toEqual([1, 1, 1]);
  });

  it('announce the counter when the visitor moves the slides, and offer no play button where nothing rotates', () => {
    inPortuguese(<GalleryControls label="Vídeos" index={0} count={2} playing={false} canAutoplay={false} onPrevious={vi.fn()} onNext={vi.fn()} onTogglePlay={vi.fn()} />);
    expect(screen.getByText('1 / 2')).toHaveAttribute('aria-live', 'polite');
    expect(screen.queryByRole('button', { name: /Reproduzir|Pausar/ })).not.toBeInTheDocument();
  });
});

describe('a video slide', () => {
  const video = { provider: 'vimeo' as const, url: 'https://player.vimeo.com/video/76979871?h=8272103f6e', still: null };
  const slide = (shown: boolean, playing: boolean, onPlay = vi.fn()) => (
    <VideoSlide
      video={video}
      shown={shown}
      title={(provider) => `Vídeo 1 de 2 (${provider})`}
      waiting="Vídeo 1 de 2"
      play={(provider) => `Assistir ao vídeo 1 de 2 (${provider})`}
      playing={playing}
      onPlay={onPlay}
    />
  );

  it('is a play button until the visitor presses it; only then the player, named with its provider, starts', async () => {
    const onPlay = vi.fn();
    const { rerender } = render(slide(true, false, onPlay));
    expect(screen.queryByTitle(/Vimeo/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Assistir ao vídeo 1 de 2 (Vimeo)' }));
    expect(onPlay).toHaveBeenCalledTimes(1);
    rerender(slide(true, true));
    expect(screen.getByTitle('Vídeo 1 de 2 (Vimeo)')).toHaveAttribute('src', `${video.url}&autoplay=1`);
    rerender(slide(false, false));
    expect(screen.queryByTitle(/Vimeo/)).not.toBeInTheDocument();
    expect(screen.getByText('Vídeo 1 de 2')).toBeInTheDocument();
  });
});
