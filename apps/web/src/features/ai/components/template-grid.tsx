import type { AiTemplate } from '@lld/protocol/api/ai';

/** Template cards (style, scene, motion) in their two colours; `selected` is pressed. */
export function TemplateGrid({
  templates,
  selected,
  onPick,
}: {
  templates: readonly AiTemplate[];
  selected?: string;
  onPick: (t: AiTemplate) => void;
}) {
  return (
    <div className="ai-templates">
      {templates.map((t) => (
        <button
          key={t.id}
          type="button"
          className="ai-template"
          aria-pressed={selected === undefined ? undefined : selected === t.id}
          style={{ background: `linear-gradient(135deg, ${t.colors[0]}, ${t.colors[1]})` }}
          onClick={() => onPick(t)}
          data-testid="ai-template"
        >
          <strong>{t.name}</strong>
          <span>{t.desc}</span>
        </button>
      ))}
    </div>
  );
}
