import { useEffect, useRef, useState } from 'react';

interface Props {
  html: string;
  /** Template and language: a change of either loads the page anew (other styles and fonts). */
  shellKey: string;
  title: string;
}

/**
 * The preview page (the PDF's own HTML) in a frame. The first page of a template loads as srcdoc;
 * after that, each update only swaps the page's body, so the inlined fonts and styles are not
 * parsed and decoded again on every keystroke (a full reload costs hundreds of milliseconds).
 * The frame runs no scripts (sandbox without allow-scripts, and the page's own CSP forbids them);
 * allow-same-origin only lets this island write the new body into it.
 */
export function PreviewFrame({ html, shellKey, title }: Props) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [shell, setShell] = useState({ key: shellKey, html });
  if (shell.key !== shellKey) setShell({ key: shellKey, html });

  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    const apply = () => {
      const page = element.contentDocument;
      if (!page?.body || page.URL !== 'about:srcdoc') return;
      const next = new DOMParser().parseFromString(html, 'text/html');
      page.body.replaceWith(page.importNode(next.body, true));
    };
    if (element.contentDocument?.readyState === 'complete') apply();
    // A body that arrives while the page is still loading is written once it has.
    element.addEventListener('load', apply);
    return () => element.removeEventListener('load', apply);
  }, [html]);

  return (
    <iframe
      ref={frame}
      className="editor-preview__frame"
      title={title}
      sandbox="allow-same-origin"
      srcDoc={shell.html}
      data-testid="preview"
    />
  );
}
