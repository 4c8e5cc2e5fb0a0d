import { App as AntApp, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <ConfigProvider locale={zhCN} theme={{ token: { colorPrimary: '#366CE3' } }}>
        {/* Toasts keep their 3 s even under the pointer: a toast that stops over the drawer's
            close button (it sits in the same top band) would otherwise block it for as long as the
            pointer rests there. */}
        <AntApp message={{ pauseOnHover: false, maxCount: 3 }}>
          <App />
        </AntApp>
      </ConfigProvider>
    </StrictMode>,
  );
}
