// The app's service worker: once the app is opened from a web server, it keeps the app's files in
// a cache named for this version of them, and answers from there first, so that the app plays with
// the network off. A new version (a new name) drops the caches of the old ones.
"use strict";

const version = "@@VERSION@@";
const files = @@FILES@@;

self.addEventListener("install", event => {
  event.waitUntil(caches.open(version).then(cache => cache.addAll(files)).then(() => self.skipWaiting()));
});

self.addEventListener("activate", event => {
  event.waitUntil(caches.keys()
    .then(names => Promise.all(names.filter(name => name !== version).map(name => caches.delete(name))))
    .then(() => self.clients.claim()));
});

self.addEventListener("fetch", event => {
  if (event.request.method !== "GET") return;
  event.respondWith(caches.open(version)
    .then(cache => cache.match(event.request, { ignoreSearch: true }))
    .then(cached => cached || fetch(event.request)));
});
