// Package web serves Sudoku over HTTP: a JSON API that generates, rates,
// solves, counts and checks puzzles and gives hints for a game in
// progress, and a page, embedded in the binary, to play on.
//
// A [Handler] is a [net/http.Handler]; mount it where you like. Its paths
// are relative to where it is mounted, and the page asks for its script,
// its style sheet and the API by relative URLs, so under a prefix it needs
// only [net/http.StripPrefix]:
//
//	mux := http.NewServeMux()
//	mux.Handle("/sudoku/", http.StripPrefix("/sudoku", web.New(web.Options{})))
//
// Then /sudoku/ is the page and /sudoku/api/hint the hint endpoint. (The
// mux redirects /sudoku to /sudoku/, so relative URLs resolve.)
//
// # The API
//
// Every endpoint takes a POST with a JSON object as its body (Content-Type
// application/json) and answers with a JSON object. A grid is any text
// that [sudoku.Parse] reads, and is answered as the 81-character line of
// [sudoku.Grid.String] ('.' for an empty cell); a cell is its index 0-80
// in row-major order; pencil marks are a list of 81 strings of digits
// ("137", or "" for none); rules are in the form of
// [sudoku.Rules.MarshalJSON].
//
//	POST api/generate {"level":"hard","symmetry":"rot180","seed":7,"rules":{...},"layouts":["killer"]}
//	POST api/rate     {"puzzle":"..."}
//	POST api/solve    {"puzzle":"...","rules":{...},"limit":2}
//	POST api/count    {"puzzle":"...","rules":{...},"limit":1000}
//	POST api/hint     {"puzzle":"...","entries":"...","marks":["", "37", ...]}
//	POST api/check    {"puzzle":"...","entries":"...","marks":[...],"rules":{...}}
//
// The requests are described at the types [GenerateRequest],
// [PuzzleRequest] and [PositionRequest], the answers at
// [GenerateResponse], [RateResponse], [SolveResponse], [CountResponse],
// [HintResponse] and [CheckResponse]. An error is an [Error] under the key
// "error", with the status that fits: 400 for a body that is not the JSON
// asked for (bad syntax, a value of the wrong type, an unknown key), 404
// for an unknown endpoint, 405 for another method than POST, 413 for a
// body over the size bound, 415 for another content type than JSON, 422
// for a request that is well formed but that the puzzle rules out (a grid
// that does not parse or breaks a rule, a puzzle without a unique
// solution, a mistake, a search that ran out of its budget), and 503 when
// the server is busy or the request ran out of time.
//
// # Bounds
//
// Every request is bounded: its body by [Options.MaxBodyBytes], its time by
// [Options.Timeout] and the request's own context, every solver search by
// [Options.MaxNodes], a generation by [Options.MaxTries], and the number of
// requests working at once by [Options.MaxSearches]. Hints and grades
// first prove the puzzle unique with a bounded search, then run with the
// request's context ([sudoku.HintContext], [sudoku.RateContext]), so
// that the hardest puzzles, whose nested forcing chains take seconds, end
// with the request's time (503) instead of running on. Solve, count and
// check search with the request's context too, so a variant puzzle on
// which the search stalls (an arrow whose line covers a whole row) ends
// with the request's time (503) or its node bound (422), whichever comes
// first.
//
// # The page
//
// The page at the handler's root is plain HTML, CSS and JavaScript, with
// no framework and nothing fetched from elsewhere, so it works offline. Its
// Content-Security-Policy allows only its own script and style sheet.
package web

import (
	"context"
	"net/http"
	"runtime"
	"strings"
	"time"
)

// The defaults of the zero [Options].
const (
	DefaultMaxBodyBytes = 64 << 10        // 64 KiB, far above any request's need
	DefaultTimeout      = 5 * time.Second // for one request's work
	DefaultMaxNodes     = 1 << 21         // nodes of one solver search
	DefaultMaxTries     = 2000            // puzzles drawn for one generation
)

// Options bound the work of a [Handler]. The zero Options takes the
// defaults.
type Options struct {
	// MaxBodyBytes bounds the size of a request body; a larger one is
	// answered with 413. 0 means DefaultMaxBodyBytes.
	MaxBodyBytes int64

	// Timeout bounds the time of one request's work, on top of the
	// request's own context; a request that runs out is answered with
	// 503. 0 means DefaultTimeout.
	Timeout time.Duration

	// MaxNodes bounds each solver search ([sudoku.Solver.MaxNodes]); a
	// search that runs out is answered with 422. 0 means
	// DefaultMaxNodes.
	MaxNodes int64

	// MaxTries bounds the puzzles drawn for one generation
	// ([sudoku.Generator.MaxTries]). 0 means DefaultMaxTries.
	MaxTries int

	// MaxSearches bounds the API requests that work at once; the others
	// wait for a turn within their time, or are answered with 503.
	// 0 means twice runtime.GOMAXPROCS(0) at the time of New.
	MaxSearches int
}

// A Handler serves the page and the API. Make one with [New]; it is safe
// for concurrent use.
type Handler struct {
	opt   Options
	turns chan struct{} // a token per request working
}

// New returns a Handler bounded by o.
func New(o Options) *Handler {
	if o.MaxBodyBytes <= 0 {
		o.MaxBodyBytes = DefaultMaxBodyBytes
	}
	if o.Timeout <= 0 {
		o.Timeout = DefaultTimeout
	}
	if o.MaxNodes <= 0 {
		o.MaxNodes = DefaultMaxNodes
	}
	if o.MaxTries <= 0 {
		o.MaxTries = DefaultMaxTries
	}
	if o.MaxSearches <= 0 {
		o.MaxSearches = 2 * runtime.GOMAXPROCS(0)
	}
	return &Handler{opt: o, turns: make(chan struct{}, o.MaxSearches)}
}

// An endpoint answers one API path: it reads the request from body and
// returns the answer or an error.
type endpoint func(h *Handler, ctx context.Context, body []byte) (any, *Error)

// endpoints are the API paths, below "/api/".
var endpoints = map[string]endpoint{
	"generate": (*Handler).generate,
	"rate":     (*Handler).rate,
	"solve":    (*Handler).solve,
	"count":    (*Handler).count,
	"hint":     (*Handler).hint,
	"check":    (*Handler).check,
}

// ServeHTTP answers a request for the page, one of its files, or the API.
func (h *Handler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	secureHeaders(w.Header())
	name, ok := strings.CutPrefix(r.URL.Path, "/api/")
	if !ok {
		servePage(w, r)
		return
	}
	ep := endpoints[name]
	if ep == nil {
		writeError(w, &Error{Status: http.StatusNotFound, Code: "not-found",
			Message: "no endpoint " + name})
		return
	}
	h.serveAPI(w, r, ep)
}

// secureHeaders sets the headers every answer carries: a page may be
// framed by no one, loads only its own files, and sends no referrer.
func secureHeaders(hd http.Header) {
	hd.Set("Content-Security-Policy", "default-src 'none'; script-src 'self'; "+
		"style-src 'self'; img-src 'self'; connect-src 'self'; "+
		"base-uri 'none'; form-action 'none'; frame-ancestors 'none'")
	hd.Set("X-Content-Type-Options", "nosniff")
	hd.Set("X-Frame-Options", "DENY")
	hd.Set("Referrer-Policy", "no-referrer")
	hd.Set("Cross-Origin-Opener-Policy", "same-origin")
	hd.Set("Cross-Origin-Resource-Policy", "same-origin")
}
