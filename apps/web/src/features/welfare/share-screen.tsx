// /mine/share (分享推广): a poster drawn here (cover art, the invite QR code and my code) that the
// user saves and shares; the invite link to copy.
import { useEffect, useState } from 'react';
import { PageHeader } from '@/components/page-header/page-header';
import { saveImage } from '@/lib/canvas-image';
import { copyText } from '@/lib/clipboard';
import { toast } from '@/lib/toast';
import { t } from '@/locales';
import { useInviteLink } from './api';
import { drawSharePoster } from './components/share-poster';
import './welfare.css';
import './share-screen.css';
import { WfButton } from './components/buttons';
import { tWelfare } from './i18n';

function accentColor(): string {
  const value = getComputedStyle(document.documentElement).getPropertyValue('--fot-active-color').trim();
  return value || '#ff5c8a';
}

export default function ShareScreen() {
  const {
    income: { data: income },
    link,
  } = useInviteLink();
  const [poster, setPoster] = useState('');
  useEffect(() => {
    if (!link || !income) return;
    let live = true;
    drawSharePoster({
      appName: t('app.name'),
      slogan: tWelfare('shareSlogan'),
      link,
      scanLine: tWelfare('shareScan', { code: income.code }),
      accentColor: accentColor(),
    }).then(
      (url) => {
        if (live) setPoster(url);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [link, income]);
  const copy = async () => {
    void toast((await copyText(link)) ? tWelfare('copied') : tWelfare('copyFailed'));
  };
  return (
    <div className="app-page wf-page">
      <PageHeader title={tWelfare('shareTitle')} />
      {poster ? (
        <img className="wf-poster" src={poster} alt={tWelfare('sharePosterAlt')} width={750} height={1334} />
      ) : (
        <div className="wf-poster-wait app-card wf-card app-shimmer">{tWelfare('shareDrawing')}</div>
      )}
      <p className="wf-share-tip">{tWelfare('shareTip')}</p>
      <div className="wf-actions wf-share-actions">
        <WfButton
          look="primary"
          disabled={!poster}
          onClick={() => {
            saveImage(poster, `share-${income?.code ?? ''}.png`);
            void toast(tWelfare('saved'));
          }}
        >
          {tWelfare('shareSave')}
        </WfButton>
        <WfButton look="ghost" disabled={!link} onClick={copy}>
          {tWelfare('shareCopyLink')}
        </WfButton>
      </div>
    </div>
  );
}
