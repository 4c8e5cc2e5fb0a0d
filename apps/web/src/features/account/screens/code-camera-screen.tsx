// /mine/setting/accoutCodeCamera (扫一扫): scan with the camera or pick a photo. A credential QR
// restores that account on this device (login/official); a login QR from another device asks
// this (logged-in) account to confirm that device's login (user/qrcode/info scan → confirm).
import { CREDENTIAL_PREFIX, classifyQrText } from '@lld/protocol/account-rules';
import type { QrStatus } from '@lld/protocol/api/account';
import { ROUTES } from '@lld/protocol/routes';
import { type ChangeEvent, useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useBusyCall } from '@/lib/api/busy-call';
import { errorText } from '@/lib/api/client';
import { toast } from '@/lib/toast';
import { applyLogin } from '../api/apply-login';
import { officialLogin } from '../api/login';
import { ticketInfo } from '../api/qrcode';
import { AccountPage } from '../components/account-page';
import { ActionButton } from '../components/form';
import { decodeFromFile, decodeFromSource } from '../components/qr-decode';
import './code-camera-screen.css';
import { tAccount } from '../i18n';

type Found =
  | { kind: 'credential'; text: string; userId: string }
  | { kind: 'ticket'; text: string; device: string; status: QrStatus };

function useCamera(active: boolean, onText: (text: string) => void) {
  const video = useRef<HTMLVideoElement>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!active) return;
    let stream: MediaStream | null = null;
    let timer = 0;
    let stopped = false;
    const canvas = document.createElement('canvas');
    const tick = async () => {
      const v = video.current;
      if (stopped || !v) return;
      if (v.readyState >= 2 && v.videoWidth > 0) {
        const text = await decodeFromSource(v, v.videoWidth, v.videoHeight, canvas).catch(() => null);
        if (text && !stopped) {
          onText(text);
          return;
        }
      }
      timer = window.setTimeout(() => void tick(), 250);
    };
    (async () => {
      try {
        if (!navigator.mediaDevices?.getUserMedia) throw new Error('no camera');
        stream = await navigator.mediaDevices.getUserMedia({
          video: { facingMode: 'environment' },
          audio: false,
        });
        if (stopped) return;
        const v = video.current;
        if (!v) return;
        v.srcObject = stream;
        await v.play();
        void tick();
      } catch {
        if (!stopped) setFailed(true);
      }
    })();
    return () => {
      stopped = true;
      window.clearTimeout(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, [active, onText]);
  return { video, failed };
}

export default function CodeCameraScreen() {
  const navigate = useNavigate();
  const [found, setFound] = useState<Found | null>(null);
  const { busy, call } = useBusyCall();
  const fileInput = useRef<HTMLInputElement>(null);

  const handle = useCallback(async (text: string) => {
    const kind = classifyQrText(text);
    if (kind === 'credential') {
      const userId = text.trim().slice(CREDENTIAL_PREFIX.length).split('.')[0] ?? '';
      setFound({ kind: 'credential', text: text.trim(), userId });
    } else if (kind === 'loginTicket') {
      try {
        const r = await ticketInfo(text.trim(), 'scan');
        if (r.status === 'expired') {
          toast(tAccount('scanLoginExpired'));
          return;
        }
        setFound({ kind: 'ticket', text: text.trim(), device: r.device ?? '', status: r.status });
      } catch (error) {
        toast(errorText(error, tAccount('loginFailed')));
      }
    } else {
      toast(tAccount('scanUnknown'));
    }
  }, []);

  const onCameraText = useCallback((text: string) => void handle(text), [handle]);
  const { video, failed } = useCamera(found === null, onCameraText);

  const pick = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    const text = await decodeFromFile(file);
    if (!text) {
      toast(tAccount('scanNotFound'));
      return;
    }
    await handle(text);
  };

  const restore = async () => {
    if (found?.kind !== 'credential') return;
    await call(tAccount('loginFailed'), async () => {
      applyLogin(await officialLogin(found.text));
      toast(tAccount('loginSuccess'));
      navigate(ROUTES.mine, { replace: true });
    });
  };

  const answer = async (action: 'confirm' | 'cancel') => {
    if (found?.kind !== 'ticket') return;
    await call(tAccount('loginFailed'), async () => {
      const r = await ticketInfo(found.text, action);
      if (r.status === 'confirmed') toast(tAccount('scanLoginDone'));
      else if (r.status === 'cancelled') toast(tAccount('scanLoginCancelled'));
      else if (r.status === 'expired') toast(tAccount('scanLoginExpired'));
      navigate(-1);
    });
  };

  return (
    <AccountPage title={tAccount('scanTitle')} className="acc-scan-page">
      {found === null ? (
        <>
          <div className="acc-scan">
            {failed ? (
              <p className="acc-scan__fallback">{tAccount('scanNoCamera')}</p>
            ) : (
              <video ref={video} className="acc-scan__video" muted playsInline />
            )}
            <div className="acc-scan__frame" aria-hidden="true">
              <i />
              <i />
              <i />
              <i />
              {failed ? null : <b className="acc-scan__line" />}
            </div>
          </div>
          {failed ? null : <p className="acc-note">{tAccount('scanHint')}</p>}
          <input
            ref={fileInput}
            type="file"
            accept="image/*"
            hidden
            onChange={(e) => void pick(e)}
            data-testid="scan-file"
          />
          <ActionButton onClick={() => fileInput.current?.click()}>{tAccount('scanFromAlbum')}</ActionButton>
        </>
      ) : found.kind === 'credential' ? (
        <div className="acc-scan-result">
          <h2>{tAccount('scanCredentialTitle')}</h2>
          <p>{tAccount('scanCredentialDesc', { id: found.userId })}</p>
          <ActionButton disabled={busy} onClick={restore}>
            {busy ? tAccount('loggingIn') : tAccount('scanCredentialLogin')}
          </ActionButton>
          <ActionButton look="ghost" disabled={busy} onClick={() => setFound(null)}>
            {tAccount('scanAgain')}
          </ActionButton>
        </div>
      ) : (
        <div className="acc-scan-result">
          <h2>{tAccount('scanLoginTitle')}</h2>
          <p>{tAccount('scanLoginDesc')}</p>
          <p className="acc-scan-result__device">{found.device || tAccount('scanLoginUnknownDevice')}</p>
          <ActionButton disabled={busy} onClick={() => answer('confirm')}>
            {tAccount('scanLoginConfirm')}
          </ActionButton>
          <ActionButton look="ghost" disabled={busy} onClick={() => answer('cancel')}>
            {tAccount('scanLoginCancel')}
          </ActionButton>
        </div>
      )}
    </AccountPage>
  );
}
