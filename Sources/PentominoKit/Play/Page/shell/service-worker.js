// The app's service worker: once the app is opened from a web server, it keeps the app's files in
// a cache named for this version of them, so that the app plays with the network off. It asks the
// network first, so that an app written again on the server shows on the next load, and answers
// from the cache when the network is off or slower than a child waits for. A new version (a new
// name) drops the caches of the old ones.
"use strict";

const version = "@@VERSION@@";
const files = @@FILES@@;
const patience = 3000;

self.addEventListener("install", event => {
  event.waitUntil(caches.open(version).then(cache => cache.addAll(files)).then(() => self.skipWaiting()));
});

self.addEventListener("activate", event => {
  event.waitUntil(caches.keys()
    .then(names => Promise.all(names.filter(name => name !== version).map(name => caches.delete(name))))
    .then(() => self.clients.claim()));
});

// The network's answer, kept for the next time the network is off; it fails after `patience` ms.
function fromNetwork(request) {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("the network is too slow")), patience);
    fetch(request, { cache: "no-cache" }).then(response => {
      clearTimeout(timer);
      if (!response.ok) {
        resolve(response);
        return;
      }
      const copy = response.clone();
      caches.open(version).then(cache => cache.put(request, copy)).catch(() => {});
      resolve(response);
    }, error => {
      clearTimeout(timer);
      reject(error);
    });
  });
}

self.addEventListener("fetch", event => {
  if (event.request.method !== "GET" || new URL(event.request.url).origin !== self.location.origin) return;
  event.respondWith(fromNetwork(event.request).catch(() =>
    caches.open(version)
      .then(cache => cache.match(event.request, { ignoreSearch: true }))
      .then(cached => cached || Response.error())));
});
