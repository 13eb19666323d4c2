import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { MediaPlayerModal } from '../../components/media-player-modal';
import { PageHeader } from '../../components/page-header';
import { Tabs } from '../../components/tabs';
import { usePublicPageRules } from '../../lib/navigation';
import { PageHead } from '../../components/page-head';
import { contactInfoQuery } from '../../lib/queries';
import { VolunteerForm } from './volunteer-form';
import './member.css';
import './strings';

type Tab = 'event' | 'foundation';

/** /karmayogam-home: volunteer sign-up for an event or for the foundation. */
export default function KarmayogamHomePage() {
  const { t } = useTranslation();
  const head = <PageHead title={t('member.karma.title')} description={t('member.karma.description')} />;
  usePublicPageRules();
  const [tab, setTab] = useState<Tab>('event');
  const [video, setVideo] = useState(false);
  // The foundation's Karmayogam film (site settings); no button while none is set.
  const promoVideo = useQuery(contactInfoQuery()).data?.karmayogam_video ?? '';

  return (
    <>
      {head}
      <PageHeader title={t('member.karma.heading')} />
      <div className="container">
        <div className="page karma-layout">
          <section className="karma-intro stack">
            <p>{t('member.karma.intro1')}</p>
            <p>{t('member.karma.intro2')}</p>
            {promoVideo && (
              <button type="button" className="btn btn-outline karma-play" onClick={() => setVideo(true)}>
                <span aria-hidden="true">▶</span> {t('member.karma.watch')}
              </button>
            )}
          </section>
          <section className="card">
            <Tabs<Tab>
              label={t('member.karma.tabs')}
              active={tab}
              onChange={setTab}
              tabs={[
                { key: 'event', label: t('member.karma.tabEvent') },
                { key: 'foundation', label: t('member.karma.tabFoundation') },
              ]}
            >
              {/* Both stay mounted, so switching tabs keeps what was typed and a success panel. */}
              <div hidden={tab !== 'event'}>
                <VolunteerForm kind="event" />
              </div>
              <div hidden={tab !== 'foundation'}>
                <VolunteerForm kind="foundation" />
              </div>
            </Tabs>
          </section>
        </div>
      </div>
      {video && promoVideo && (
        <MediaPlayerModal
          item={{ title: t('member.karma.videoTitle'), media: promoVideo, image: '', kind: 'video' }}
          open
          onClose={() => setVideo(false)}
        />
      )}
    </>
  );
}
