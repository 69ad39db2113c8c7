// The server imports this path (src/server/render.ts, src/server/routes/pages.ts); the module
// lives in providers/. Delete this line once the server imports from there.
export * from './providers/bootstrap';
