// The one job form of the studio's tools (text to image, face change, image to video, text to
// novel): the submit button with its price, the accepted job followed to the end (useJob), and
// the result card (status, progress, result files, the tool's own extra). Each screen gives only
// its fields and the call that submits them.
import type { AiJob } from '@lld/protocol/api/ai';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { type ChoiceButtonsProps, ChoiceGroup } from '@/components/choice-group/choice-group';
import { useBusyCall } from '@/lib/api/busy-call';
import { toast } from '@/lib/toast';
import { refreshBalances, useJob } from '../api';
import { tAi } from '../i18n';
import { JobProgress, JobResults, JobStatus, saveImage } from './job-view';

/**
 * Submits a job (`send` calls the tool's endpoint; a string it returns instead is a reason not
 * to, shown as a toast) and follows the accepted job. `show` follows an existing one (a novel
 * picked from the list).
 */
export function useJobSubmit(send: () => Promise<AiJob> | string) {
  const [submitted, setSubmitted] = useState<AiJob | null>(null);
  const { busy, call } = useBusyCall();
  const job = useJob(submitted);
  const qc = useQueryClient();
  const submit = async () => {
    if (busy) return;
    const sent = send();
    if (typeof sent === 'string') return void toast(sent);
    await call(tAi('loadFailed'), async () => {
      setSubmitted(await sent);
      refreshBalances(qc);
    });
  };
  return { job, busy, submit, show: setSubmitted };
}

/** The tool's fields and its submit button (`label`: the button's text, with the price). */
export function JobForm({
  children,
  label,
  busy,
  disabled = false,
  onSubmit,
}: {
  children: ReactNode;
  label: string;
  busy: boolean;
  disabled?: boolean;
  onSubmit: () => void;
}) {
  return (
    <section className="ai-card">
      {children}
      <button
        type="button"
        className="ai-btn"
        disabled={busy || disabled}
        onClick={onSubmit}
        data-testid="ai-submit"
      >
        {label}
      </button>
    </section>
  );
}

/**
 * The followed job: its title and status, a progress bar while it runs, then its files (or
 * `children` in their place, e.g. the story as it is written), and `actions` once it is done.
 * With `saveAs` (a file name prefix) a tapped image is saved, and so is the first by 保存图片.
 */
export function JobCard({
  job,
  title = tAi('results'),
  children,
  actions,
  saveAs,
}: {
  job: AiJob | null;
  title?: string;
  children?: ReactNode;
  actions?: ReactNode;
  saveAs?: string;
}) {
  if (!job) return null;
  const save = saveAs ? (url: string) => void saveImage(url, `${saveAs}-${job.id}.webp`) : undefined;
  const first = job.results[0]?.url;
  if (save && first)
    actions = (
      <>
        {actions}
        <button
          type="button"
          className="ai-btn ai-btn--ghost"
          onClick={() => save(first)}
          data-testid="ai-save"
        >
          {tAi('save')}
        </button>
      </>
    );
  return (
    <section className="ai-card" aria-label={title}>
      <h2 className="ai-card__title">
        {title} <JobStatus job={job} />
      </h2>
      <JobProgress job={job} />
      {children ?? <JobResults job={job} onPick={save} />}
      {job.status === 'done' && actions ? <div className="ai-row">{actions}</div> : null}
    </section>
  );
}

/** One choice of a few (style, size, count, genre, motion): a labelled row of chips. */
export function Chips<T extends string | number>({
  label,
  name = String,
  ...choices
}: { label: string; name?: (v: T) => string } & Omit<ChoiceButtonsProps<T>, 'role' | 'label'>) {
  return (
    <div className="ai-field">
      <span>{label}</span>
      <ChoiceGroup
        className="ai-chips"
        role="button"
        choiceClassName="ai-chip"
        activeClassName=""
        label={name}
        {...choices}
      />
    </div>
  );
}

/** What the tool is asked for in words (a prompt, a premise): up to 500 characters. */
export function PromptField(props: {
  label: string;
  placeholder: string;
  value: string;
  onChange: (text: string) => void;
}) {
  return (
    <label className="ai-field">
      <span>{props.label}</span>
      <textarea
        value={props.value}
        maxLength={500}
        rows={3}
        placeholder={props.placeholder}
        onChange={(e) => props.onChange(e.target.value)}
        data-testid="ai-prompt"
      />
    </label>
  );
}
