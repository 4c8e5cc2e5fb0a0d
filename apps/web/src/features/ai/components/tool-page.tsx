// The frame of an AI studio screen: its header and the credits bar over the tool.
import type { ReactNode } from 'react';
import { PageHeader } from '@/components/page-header/page-header';
import { CreditsBar } from './credits-bar';

export function ToolPage(props: {
  title: string;
  className?: string;
  hideBack?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={props.className ? `ai-page ${props.className}` : 'ai-page'}>
      <PageHeader title={props.title} hideBack={props.hideBack} />
      <CreditsBar />
      {props.children}
    </div>
  );
}
