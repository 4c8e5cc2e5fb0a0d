import type { OperatorRole } from '@lld/protocol/console';
import { Button, Layout, Menu, Spin, Tag, Typography } from 'antd';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { call, type Operator, setCsrf, whenSignedOut } from './api.ts';
import { t } from './i18n.ts';
import { LoginScreen } from './screens/Login.tsx';
import { SetupScreen } from './screens/Setup.tsx';

const Dashboard = lazy(() => import('./screens/Dashboard.tsx'));
const Users = lazy(() => import('./screens/Users.tsx'));
const Content = lazy(() => import('./screens/Content.tsx'));
const Videos = lazy(() => import('./screens/Videos.tsx'));
const Comics = lazy(() => import('./screens/Comics.tsx'));
const Books = lazy(() => import('./screens/Books.tsx'));
const Gallery = lazy(() => import('./screens/Gallery.tsx'));
const Ads = lazy(() => import('./screens/Ads.tsx'));
const Live = lazy(() => import('./screens/Live.tsx'));
const Games = lazy(() => import('./screens/Games.tsx'));
const AiTemplates = lazy(() => import('./screens/AiTemplates.tsx'));
const Moderation = lazy(() => import('./screens/Moderation.tsx'));
const Money = lazy(() => import('./screens/Money.tsx'));
const Redeem = lazy(() => import('./screens/Redeem.tsx'));
const Service = lazy(() => import('./screens/Service.tsx'));
const HotSearch = lazy(() => import('./screens/HotSearch.tsx'));
const Settings = lazy(() => import('./screens/Settings.tsx'));
const Audit = lazy(() => import('./screens/Audit.tsx'));
const Tokens = lazy(() => import('./screens/Tokens.tsx'));
const Operators = lazy(() => import('./screens/Operators.tsx'));
const Security = lazy(() => import('./screens/Security.tsx'));

type ScreenKey = keyof typeof t.nav;

/** The screens and who sees them in the menu (the server checks every call again). */
const SCREENS: Array<{ key: ScreenKey; roles: OperatorRole[]; el: React.ComponentType<{ me: Operator }> }> = [
  { key: 'dashboard', roles: ['content', 'moderator', 'finance', 'support'], el: Dashboard },
  { key: 'users', roles: ['support', 'finance', 'moderator'], el: Users },
  { key: 'videos', roles: ['content'], el: Videos },
  { key: 'comics', roles: ['content'], el: Comics },
  { key: 'books', roles: ['content'], el: Books },
  { key: 'gallery', roles: ['content'], el: Gallery },
  { key: 'ads', roles: ['content'], el: Ads },
  { key: 'live', roles: ['content'], el: Live },
  { key: 'games', roles: ['content'], el: Games },
  { key: 'content', roles: ['content'], el: Content },
  { key: 'aiTemplates', roles: ['content'], el: AiTemplates },
  { key: 'moderation', roles: ['moderator'], el: Moderation },
  { key: 'money', roles: ['finance'], el: Money },
  { key: 'redeem', roles: ['finance'], el: Redeem },
  { key: 'service', roles: ['support'], el: Service },
  { key: 'hot', roles: ['content'], el: HotSearch },
  { key: 'settings', roles: ['content'], el: Settings },
  { key: 'audit', roles: [], el: Audit },
  { key: 'tokens', roles: [], el: Tokens },
  { key: 'operators', roles: [], el: Operators },
  { key: 'security', roles: ['content', 'moderator', 'finance', 'support'], el: Security },
];

interface SessionInfo {
  operator: Operator | null;
  csrf: string | null;
  setup: boolean;
}

const screenOfHash = (): ScreenKey => {
  const k = window.location.hash.replace(/^#\/?/, '') as ScreenKey;
  return k in t.nav ? k : 'dashboard';
};

export function App() {
  const [session, setSession] = useState<SessionInfo | null>(null);
  const [screen, setScreen] = useState<ScreenKey>(screenOfHash);

  const load = useCallback(async () => {
    const s = await call<SessionInfo>('GET', '/api/console/session');
    setCsrf(s.csrf);
    setSession(s);
  }, []);

  useEffect(() => {
    whenSignedOut(() => setSession((s) => (s ? { ...s, operator: null, csrf: null } : s)));
    void load();
    const onHash = () => setScreen(screenOfHash());
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
  }, [load]);

  if (!session) return <Spin fullscreen />;
  if (session.setup) return <SetupScreen onDone={load} />;
  if (!session.operator) return <LoginScreen onDone={load} />;

  const me = session.operator;
  const visible = SCREENS.filter((s) => me.role === 'owner' || s.roles.includes(me.role));
  const current = visible.find((s) => s.key === screen) ?? visible[0];
  const Screen = current?.el;

  const logout = async () => {
    await call('POST', '/api/console/logout', {}).catch(() => {});
    setCsrf(null);
    await load();
  };

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Sider width={200} theme="dark">
        <div style={{ color: '#fff', padding: '16px 20px', fontWeight: 600, fontSize: 16 }}>{t.appName}</div>
        <Menu
          theme="dark"
          mode="inline"
          selectedKeys={current ? [current.key] : []}
          items={visible.map((s) => ({ key: s.key, label: t.nav[s.key] }))}
          onClick={(e) => {
            window.location.hash = `#/${e.key}`;
          }}
        />
      </Layout.Sider>
      <Layout>
        <Layout.Header
          style={{
            background: '#fff',
            display: 'flex',
            justifyContent: 'space-between',
            alignItems: 'center',
            padding: '0 24px',
          }}
        >
          <Typography.Title level={4} style={{ margin: 0 }}>
            {current ? t.nav[current.key] : ''}
          </Typography.Title>
          <span>
            <Typography.Text data-testid="whoami">{me.username}</Typography.Text>{' '}
            <Tag color="blue">{t.roles[me.role]}</Tag>
            <Button size="small" onClick={logout}>
              {t.login.logout}
            </Button>
          </span>
        </Layout.Header>
        <Layout.Content style={{ margin: 24 }}>
          <Suspense fallback={<Spin />}>{Screen ? <Screen me={me} /> : null}</Suspense>
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
