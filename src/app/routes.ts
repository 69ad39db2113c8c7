// The server imports this path (src/server/routes/pages.ts); the module lives in pages/.
// Delete this line once the server imports from there.
export * from './pages/routes';
