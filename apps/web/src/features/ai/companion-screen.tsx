// /ai/aiGirlfriend: the AI companion: pick a character, chat; replies stream in; memory kept on
// the server (aimate/sync); each message costs credits.
import type { AiJob, AiMateMessage } from '@lld/protocol/api/ai';
import { aiCalls } from '@lld/protocol/api/calls/ai';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { ChoiceGroup } from '@/components/choice-group/choice-group';
import { useBusyCall } from '@/lib/api/busy-call';
import { apiCall } from '@/lib/api/client';
import { submitHandler } from '@/lib/submit';
import { aiKeys, refreshBalances, useJob, useTemplates } from './api';
import { ToolPage } from './components/tool-page';
import { tAi } from './i18n';
import './ai.css';

export default function CompanionScreen() {
  const { data: templates } = useTemplates();
  const characters = (templates?.list ?? []).filter((t) => t.tool === 'companion');
  const [characterId, setCharacterId] = useState('mate-xiaoya');
  const character = characters.find((c) => c.id === characterId);
  const qc = useQueryClient();
  const sync = useQuery({
    queryKey: aiKeys.mate(characterId),
    queryFn: () => apiCall(aiCalls.aimateSync, { characterId }),
  });
  const [sent, setSent] = useState<AiMateMessage[]>([]);
  const [pending, setPending] = useState<AiJob | null>(null);
  const reply = useJob(pending);
  const [text, setText] = useState('');
  const { busy, call } = useBusyCall();
  const endRef = useRef<HTMLDivElement>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new character starts clean
  useEffect(() => {
    setSent([]);
    setPending(null);
  }, [characterId]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the reply finishes
  useEffect(() => {
    if (reply && (reply.status === 'done' || reply.status === 'failed')) {
      void sync.refetch().then(() => {
        setSent([]);
        setPending(null);
      });
    }
  }, [reply?.status]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll when the conversation grows
  useEffect(() => {
    endRef.current?.scrollIntoView?.({ block: 'end' });
  }, [reply?.text, sync.data, sent]);

  const send = async () => {
    const message = text.trim();
    if (!message) return;
    await call(tAi('loadFailed'), async () => {
      const r = await apiCall(aiCalls.aimateSync, { characterId, message });
      setText('');
      setSent([]);
      qc.setQueryData(aiKeys.mate(characterId), r);
      setPending(r.job);
      refreshBalances(qc);
    });
  };

  const messages = [...(sync.data?.messages ?? []), ...sent];
  return (
    <ToolPage title={character?.name ?? tAi('mateTitle')} className="ai-chat-page">
      <ChoiceGroup
        className="ai-chips ai-chars"
        ariaLabel={tAi('matePick')}
        role="tab"
        options={characters.map((c) => c.id)}
        value={characterId}
        onChange={setCharacterId}
        label={(id) => characters.find((c) => c.id === id)?.name}
        choiceClassName="ai-chip"
        activeClassName=""
      />
      <div className="ai-chat" data-testid="ai-chat">
        {messages.length === 0 && !reply ? (
          <p className="ai-notice">{tAi('mateEmpty', { name: character?.name ?? '' })}</p>
        ) : null}
        {messages.map((m) => (
          <p key={m.id} className={`ai-bubble ai-bubble--${m.role}`} data-role={m.role}>
            {m.content}
          </p>
        ))}
        {reply && reply.status !== 'done' ? (
          <p className="ai-bubble ai-bubble--assistant" data-testid="ai-streaming">
            {reply.text || '…'}
            {reply.status === 'failed' ? (
              ` ${tAi('failed')}`
            ) : (
              <span className="ai-caret" aria-hidden="true" />
            )}
          </p>
        ) : null}
        <div ref={endRef} />
      </div>
      <form className="ai-composer" onSubmit={submitHandler(send)}>
        <input
          value={text}
          maxLength={500}
          placeholder={tAi('mateInput')}
          onChange={(e) => setText(e.target.value)}
          aria-label={tAi('mateInput')}
          data-testid="ai-chat-input"
        />
        <button type="submit" className="ai-btn ai-btn--small" disabled={busy || !text.trim() || !!pending}>
          {tAi('send')} · {templates?.prices.companion ?? 2}
        </button>
      </form>
    </ToolPage>
  );
}
