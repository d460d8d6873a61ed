// Vite's module types (`?raw` imports of the UI pages' examples and the documentation's Markdown) for the
// package's own type build, whose tsconfig loads no global types.
/// <reference types="vite/client" />
