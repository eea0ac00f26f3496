// Package e2e tests the page of package web in a real browser: its tests
// start the handler on a loopback server and drive headless Chromium
// through the page as a player does, with clicks and keys, failing on any
// console error or uncaught exception.
//
// It is a module of its own, so that the browser driver it needs stays
// out of the sudoku module. Run it from this directory with Chromium (or
// Chrome) installed:
//
//	go test ./...
//
// The flag -chrome names the browser's binary when it is not on the PATH
// as chromium, chromium-browser or google-chrome, and -screenshot FILE
// writes a PNG of the page showing a hint.
package e2e
