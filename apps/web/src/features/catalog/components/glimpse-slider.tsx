import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Glimpse } from '@portal/contract/catalog';
import { GLIMPSE_BREAKPOINTS } from '@portal/contract/limits';
import { Img } from '../../../components/image';
import { MediaPlayerModal } from '../../../components/media-player-modal';
import { Slider } from '../../../components/lazy-slider';

/** A testimonial: picture, name, profession, words and, for a video testimonial, a play button. */
function GlimpseCard({ glimpse, onPlay }: { glimpse: Glimpse; onPlay: () => void }) {
  const { t } = useTranslation();
  return (
    <figure className="glimpse-card" data-testid="glimpse-card">
      <div className="glimpse-visual">
        <Img src={glimpse.media_img} alt="" width={400} height={400} sizes="120px" />
        {glimpse.media && (
          <button
            type="button"
            className="glimpse-play"
            aria-label={t('catalog.program.playTestimonial', { name: glimpse.name })}
            onClick={onPlay}
          >
            <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
              <path d="M8 5v14l11-7z" />
            </svg>
          </button>
        )}
      </div>
      <blockquote className="glimpse-text">{glimpse.description}</blockquote>
      <figcaption>
        <span className="glimpse-name">{glimpse.name}</span>
        {glimpse.profession && <span className="glimpse-profession">{glimpse.profession}</span>}
      </figcaption>
    </figure>
  );
}

/** The Glimpse slider of a program page (3 per view at 990 and wider). */
export function GlimpseSlider({ glimpses, label }: { glimpses: Glimpse[]; label: string }) {
  const [playing, setPlaying] = useState<Glimpse | null>(null);
  return (
    <>
      <Slider
        items={glimpses}
        itemKey={(g) => g.id}
        label={label}
        breakpoints={GLIMPSE_BREAKPOINTS}
        testId="glimpse-slider"
        renderItem={(g) => <GlimpseCard glimpse={g} onPlay={() => setPlaying(g)} />}
      />
      {playing && (
        <MediaPlayerModal
          item={{ title: playing.name, media: playing.media, image: playing.media_img, kind: 'video' }}
          open
          onClose={() => setPlaying(null)}
        />
      )}
    </>
  );
}
