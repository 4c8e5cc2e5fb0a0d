// /liveTv (kept alive): the recommended strip, category tabs and the channel cards with what
// is on now and how many watch.
import { AdPosition } from '@lld/protocol/tables';
import { useState } from 'react';
import { AdBanner } from '@/components/ads/ad-banner';
import { ChoiceGroup } from '@/components/choice-group/choice-group';
import { PageHeader } from '@/components/page-header/page-header';
import { useLiveHome, useLiveRecommended } from './api';
import { ChannelCard } from './channel-card';
import { tLive } from './i18n';
import './live.css';

export default function LiveHomeScreen() {
  const home = useLiveHome();
  const recommended = useLiveRecommended();
  const [category, setCategory] = useState('');
  const categories = home.data?.categories ?? [];
  const shown = category ? categories.filter((c) => c.name === category) : categories;
  return (
    <div className="app-page live-page">
      <PageHeader title={tLive('title')} />
      <AdBanner position={AdPosition.liveTvBanner} className="lld-ad-slot" />
      {recommended.data && recommended.data.list.length > 0 ? (
        <section className="live-section" aria-label={tLive('recommended')}>
          <h2 className="live-section__title">{tLive('recommended')}</h2>
          <div className="live-strip" data-testid="live-recommended">
            {recommended.data.list.map((c) => (
              <ChannelCard key={c.id} channel={c} wide />
            ))}
          </div>
        </section>
      ) : null}
      {categories.length > 1 ? (
        <ChoiceGroup
          className="live-tabs"
          role="tab"
          choiceClassName="live-tab"
          activeClassName="live-tab--on"
          options={['', ...categories.map((c) => c.name)]}
          value={category}
          onChange={setCategory}
          label={(name) => name || tLive('all')}
          keyOf={(name) => name || 'all'}
        />
      ) : null}
      {home.isError ? (
        <button type="button" className="live-retry" onClick={() => void home.refetch()}>
          {tLive('loadFailed')} · {tLive('retry')}
        </button>
      ) : null}
      {home.data && categories.length === 0 ? <p className="live-empty">{tLive('empty')}</p> : null}
      {home.isPending ? <div className="live-grid live-grid--skeleton" aria-busy="true" /> : null}
      {shown.map((cat) => (
        <section key={cat.name} className="live-section" aria-label={cat.name}>
          <h2 className="live-section__title">{cat.name}</h2>
          <div className="live-grid">
            {cat.channels.map((c) => (
              <ChannelCard key={c.id} channel={c} />
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}
