// The silent sign-in check (prompt=none) ends on silent-renew.html, inside a hidden iframe. Hand the
// answer (code and state, or error=login_required) to the portal page, exactly as oidc-client-ts's
// IFrameWindow.notifyParent does, without loading the whole portal into the iframe.
// A file of its own, not an inline script, so the Content-Security-Policy needs no 'unsafe-inline'
// for scripts (docs/deployment.md).
window.parent.postMessage({ source: 'oidc-client', url: window.location.href, keepOpen: false }, window.location.origin);
