// /ai: the AI studio's home: my credits (buy more), the tools, templates, history.
import { ROUTES } from '@lld/protocol/routes';
import { useNavigate } from 'react-router';
import { BookIcon, CommentIcon, FaceSwapIcon, FilmIcon, PaletteIcon } from '@/components/icons/icons';
import { useTemplates } from './api';
import { TemplateGrid } from './components/template-grid';
import { ToolPage } from './components/tool-page';
import { type AiKey, tAi } from './i18n';
import './ai.css';

const TOOLS: Array<{ path: string; name: AiKey; desc: AiKey; Icon: typeof CommentIcon; tool: string }> = [
  { path: ROUTES.aiGenerate, name: 'toolImage', desc: 'toolImageDesc', Icon: PaletteIcon, tool: 'image' },
  { path: ROUTES.aiChangeFace, name: 'toolFace', desc: 'toolFaceDesc', Icon: FaceSwapIcon, tool: 'faceswap' },
  {
    path: ROUTES.aiImageGeneratedVideo,
    name: 'toolVideo',
    desc: 'toolVideoDesc',
    Icon: FilmIcon,
    tool: 'video',
  },
  { path: ROUTES.aiBookDesc, name: 'toolNovel', desc: 'toolNovelDesc', Icon: BookIcon, tool: 'novel' },
  { path: ROUTES.aiGirlfriend, name: 'toolMate', desc: 'toolMateDesc', Icon: CommentIcon, tool: 'companion' },
];

export default function StudioScreen() {
  const navigate = useNavigate();
  const { data } = useTemplates();
  const toolPath = (tool: string) => TOOLS.find((t) => t.tool === tool)?.path ?? ROUTES.ai;
  return (
    <ToolPage title={tAi('studio')} hideBack>
      <p className="ai-demo">{tAi('demoNotice')}</p>
      <section className="ai-card" aria-label={tAi('tools')}>
        <h2 className="ai-card__title">{tAi('tools')}</h2>
        <div className="ai-tools">
          {TOOLS.map((t) => (
            <button
              key={t.path}
              type="button"
              className="ai-tool"
              onClick={() => navigate(t.path)}
              data-testid={`ai-tool-${t.tool}`}
            >
              <span className="ai-tool__icon" aria-hidden="true">
                <t.Icon size={26} />
              </span>
              <span className="ai-tool__name">{tAi(t.name)}</span>
              <span className="ai-tool__desc">{tAi(t.desc)}</span>
              {data ? (
                <span className="ai-tool__price">{tAi('price', { n: data.prices[t.tool as 'image'] })}</span>
              ) : null}
            </button>
          ))}
        </div>
      </section>
      <section className="ai-card" aria-label={tAi('templates')}>
        <h2 className="ai-card__title">{tAi('templates')}</h2>
        <TemplateGrid
          templates={data?.list ?? []}
          onPick={(tpl) => navigate(`${toolPath(tpl.tool)}?template=${tpl.id}`)}
        />
      </section>
      <button
        type="button"
        className="ai-card ai-link"
        onClick={() => navigate(ROUTES.aiHistory)}
        data-testid="ai-history-link"
      >
        {tAi('history')} ›
      </button>
    </ToolPage>
  );
}
