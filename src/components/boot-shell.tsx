// The app shell of index.html (painted before any script runs), kept on screen by React until
// the app's first transition has rendered: see Root in routes/__root.tsx.

let bootShellHtml = ''

/** Keeps the markup index.html put in `root`, before React's first render replaces it. */
export function captureBootShell(root: HTMLElement) {
  bootShellHtml = root.innerHTML
}

export function BootShell() {
  // The markup is our own index.html's, read before any script could change the page.
  return <div style={{ display: 'contents' }} dangerouslySetInnerHTML={{ __html: bootShellHtml }} />
}
