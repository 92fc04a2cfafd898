import type { ReactNode } from 'react';

/** Inline markdown: **bold** only; everything else is plain text (no HTML, links or images). */
function inline(text: string, key: string): ReactNode[] {
  return text.split(/(\*\*[^*]+\*\*)/g).map((part, i) =>
    part.startsWith('**') && part.endsWith('**') && part.length > 4 ? <strong key={`${key}-${i}`}>{part.slice(2, -2)}</strong> : part,
  );
}

function withBreaks(lines: string[], key: string): ReactNode[] {
  return lines.flatMap((l, i) => (i === 0 ? inline(l, `${key}-${i}`) : [<br key={`${key}-br-${i}`} />, ...inline(l, `${key}-${i}`)]));
}

/**
 * A tiny safe renderer for chat text: paragraphs, line breaks, bullet and numbered lists and
 * bold. React escapes every string, so model output can never inject markup.
 */
export function ChatMarkdown({ text }: { text: string }) {
  const blocks = text.replace(/\r/g, '').split(/\n{2,}/);
  return (
    <>
      {blocks.map((block, b) => {
        const lines = block.split('\n').filter((l) => l.trim() !== '');
        if (lines.length === 0) return null;
        const bullets = lines.every((l) => /^\s*[-*•]\s+/.test(l));
        const numbered = lines.every((l) => /^\s*\d+[.)]\s+/.test(l));
        if (bullets || numbered) {
          const items = lines.map((l, i) => <li key={i}>{inline(l.replace(/^\s*([-*•]|\d+[.)])\s+/, ''), `${b}-${i}`)}</li>);
          return numbered ? (
            <ol key={b} className="my-2 list-decimal space-y-1 pl-5">
              {items}
            </ol>
          ) : (
            <ul key={b} className="my-2 list-disc space-y-1 pl-5">
              {items}
            </ul>
          );
        }
        // A paragraph that ends in a list ("Intro:\n- a\n- b").
        const firstItem = lines.findIndex((l) => /^\s*[-*•]\s+/.test(l));
        if (firstItem > 0 && lines.slice(firstItem).every((l) => /^\s*[-*•]\s+/.test(l))) {
          return (
            <div key={b} className="my-2">
              <p>{withBreaks(lines.slice(0, firstItem), `${b}`)}</p>
              <ul className="mt-1 list-disc space-y-1 pl-5">
                {lines.slice(firstItem).map((l, i) => (
                  <li key={i}>{inline(l.replace(/^\s*[-*•]\s+/, ''), `${b}-li-${i}`)}</li>
                ))}
              </ul>
            </div>
          );
        }
        return (
          <p key={b} className="my-2 first:mt-0 last:mb-0">
            {withBreaks(lines, `${b}`)}
          </p>
        );
      })}
    </>
  );
}
