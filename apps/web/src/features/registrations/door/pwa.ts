import { useEffect } from 'react';

/**
 * The door (and the devotee's ticket) as an installable web app that opens with no network: the
 * site's manifest and its service worker (public/sw.js), registered only on these pages.
 */
export function useInstallableDoor(manifest = '/manifest.webmanifest') {
  useEffect(() => {
    let link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
    const added = !link;
    if (!link) {
      link = document.createElement('link');
      link.rel = 'manifest';
      document.head.append(link);
    }
    link.href = manifest;
    if ('serviceWorker' in navigator) {
      void navigator.serviceWorker
        .register('/sw.js', { scope: '/' })
        .then(() => navigator.serviceWorker.ready)
        .then((reg) => {
          // What this page loaded before the worker ran, kept now so that it opens with no network.
          const loaded = performance.getEntriesByType('resource').map((e) => e.name);
          const answer = new MessageChannel();
          // Once kept, the page says so on <html data-offline-ready> (what a test waits for before
          // it takes the network away).
          answer.port1.onmessage = () => document.documentElement.setAttribute('data-offline-ready', '');
          reg.active?.postMessage({ type: 'keep', urls: [location.href, ...loaded] }, [answer.port2]);
        })
        .catch(() => undefined);
    }
    return () => {
      document.documentElement.removeAttribute('data-offline-ready');
      if (added) link.remove();
    };
  }, [manifest]);
}
