package web

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"io"
	"math/rand/v2"
	"mime"
	"net/http"
	"reflect"
	"strconv"

	"github.com/sudokugo/sudoku"
)

// serveAPI answers a request for the endpoint ep: it checks the method
// and the content type, reads the body within its bound, waits for a
// turn, and runs ep within the handler's time.
func (h *Handler) serveAPI(w http.ResponseWriter, r *http.Request, ep endpoint) {
	if r.Method != http.MethodPost {
		w.Header().Set("Allow", http.MethodPost)
		writeError(w, &Error{Status: http.StatusMethodNotAllowed, Code: "method",
			Message: "method " + r.Method + " not allowed: use POST"})
		return
	}
	// Asking for JSON also keeps other sites' forms out: a cross-origin
	// request with this type needs a preflight, which is never granted.
	if mt, _, err := mime.ParseMediaType(r.Header.Get("Content-Type")); err != nil ||
		mt != "application/json" {
		writeError(w, &Error{Status: http.StatusUnsupportedMediaType, Code: "media-type",
			Message: "the body must be application/json"})
		return
	}
	body, err := io.ReadAll(http.MaxBytesReader(w, r.Body, h.opt.MaxBodyBytes))
	if err != nil {
		var mb *http.MaxBytesError
		if errors.As(err, &mb) {
			writeError(w, &Error{Status: http.StatusRequestEntityTooLarge, Code: "too-large",
				Message: "body over " + strconv.FormatInt(mb.Limit, 10) + " bytes"})
			return
		}
		writeError(w, &Error{Status: http.StatusBadRequest, Code: "bad-json",
			Message: "body: " + err.Error()})
		return
	}
	ctx, cancel := context.WithTimeout(r.Context(), h.opt.Timeout)
	defer cancel()
	select {
	case h.turns <- struct{}{}:
		defer func() { <-h.turns }()
	case <-ctx.Done():
		writeError(w, &Error{Status: http.StatusServiceUnavailable, Code: "busy",
			Message: "the server is busy: try again"})
		return
	}
	v, e := ep(h, ctx, body)
	if e != nil {
		writeError(w, e)
		return
	}
	writeJSON(w, http.StatusOK, v)
}

// decode reads body, one JSON object and nothing after it, into v, which
// takes only the keys it knows.
func decode(body []byte, v any) *Error {
	dec := json.NewDecoder(bytes.NewReader(body))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		if err == io.EOF {
			return &Error{Status: http.StatusBadRequest, Code: "bad-json",
				Message: "body: empty"}
		}
		return decodeError(err)
	}
	if _, err := dec.Token(); err != io.EOF {
		off := int(dec.InputOffset())
		return &Error{Status: http.StatusBadRequest, Code: "bad-json",
			Message: "body: data after the JSON object", Offset: &off}
	}
	return nil
}

// solver returns the Solver of the handler's bounds under rs.
func (h *Handler) solver(rs *sudoku.Rules) sudoku.Solver {
	return sudoku.Solver{MaxNodes: h.opt.MaxNodes, Rules: rs}
}

// classic reports whether rs is classic Sudoku: nil or the zero Rules.
func classic(rs *sudoku.Rules) bool {
	return rs == nil || reflect.ValueOf(*rs).IsZero()
}

// parseGrid reads the grid of the request's key field; an empty text is
// the empty grid when empty is true.
func parseGrid(field, text string, empty bool) (sudoku.Grid, *Error) {
	if text == "" && empty {
		return sudoku.Grid{}, nil
	}
	g, err := sudoku.Parse(text)
	if err != nil {
		return g, fromError(field, err)
	}
	return g, nil
}

// unique proves with a bounded search that puzzle has exactly one
// solution under rs, which it returns.
func (h *Handler) unique(ctx context.Context, puzzle sudoku.Grid,
	rs *sudoku.Rules) (sudoku.Grid, *Error) {
	if err := rs.Validate(puzzle); err != nil {
		return puzzle, fromError("puzzle", err)
	}
	sols, _, err := h.solver(rs).Solve(ctx, puzzle, 2)
	switch {
	case err != nil:
		return puzzle, fromError("puzzle", err)
	case len(sols) == 0:
		return puzzle, fromError("puzzle", sudoku.ErrNoSolution)
	case len(sols) > 1:
		return puzzle, fromError("puzzle", sudoku.ErrNotUnique)
	}
	return sols[0], nil
}

// A GenerateRequest asks for a new puzzle. Every key may be left out.
type GenerateRequest struct {
	// Level is "easy", "medium", "hard", "expert" or "extreme", or ""
	// or "any" for any level. Levels are for classic rules only.
	Level string `json:"level"`
	// Symmetry is a name of [sudoku.Symmetry.String]; "" is none.
	Symmetry string `json:"symmetry"`
	// Seed, when given, makes the answer reproducible: the same request
	// with the same seed gives the same puzzle. Without it the handler
	// draws a seed below 2^53 and says which.
	Seed *uint64 `json:"seed"`
	// Rules are variant rules every puzzle keeps; absent for classic.
	Rules *sudoku.Rules `json:"rules"`
	// Layouts are names of [sudoku.Layout.String] drawn for the puzzle:
	// jigsaw, killer, thermo, arrow, kropki, xv, negative.
	Layouts []string `json:"layouts"`
}

// A GenerateResponse is a new puzzle.
type GenerateResponse struct {
	Puzzle   sudoku.Grid   `json:"puzzle"`
	Solution sudoku.Grid   `json:"solution"`
	Rules    *sudoku.Rules `json:"rules,omitempty"` // absent for classic
	Seed     uint64        `json:"seed"`            // the seed it came from
	Clues    int           `json:"clues"`
	Tries    int           `json:"tries"`           // the puzzles drawn to find it
	Grade    *Grade        `json:"grade,omitempty"` // for classic puzzles
}

// A Grade is a puzzle's difficulty, as [sudoku.Grade] gives it.
type Grade struct {
	Rating  float64 `json:"rating"`
	Level   string  `json:"level"`   // as sudoku.Level.String; "" for a solved grid
	Hardest string  `json:"hardest"` // the hardest technique's name
	Steps   int     `json:"steps"`
	Pearl   float64 `json:"pearl"`
	Diamond float64 `json:"diamond"`
}

// newGrade returns the JSON form of g.
func newGrade(g sudoku.Grade) *Grade {
	out := &Grade{Rating: g.Rating, Steps: g.Steps, Pearl: g.Pearl, Diamond: g.Diamond}
	if g.Level != 0 {
		out.Level = g.Level.String()
	}
	if g.Hardest != 0 {
		out.Hardest = g.Hardest.String()
	}
	return out
}

// generate is the endpoint api/generate.
func (h *Handler) generate(ctx context.Context, body []byte) (any, *Error) {
	var req GenerateRequest
	if e := decode(body, &req); e != nil {
		return nil, e
	}
	gen := sudoku.Generator{MaxTries: h.opt.MaxTries}
	if e := parseLevel(req.Level, &gen.Level); e != nil {
		return nil, e
	}
	if req.Symmetry != "" {
		if err := gen.Symmetry.UnmarshalText([]byte(req.Symmetry)); err != nil {
			return nil, badValue("symmetry", "unknown symmetry %q", req.Symmetry)
		}
	}
	for i, name := range req.Layouts {
		l, ok := layoutNamed(name)
		if !ok {
			return nil, badValue("layouts["+strconv.Itoa(i)+"]", "unknown layout %q", name)
		}
		gen.Layout |= l
	}
	if !classic(req.Rules) {
		gen.Rules = req.Rules
	}
	gen.Grade = gen.Rules == nil && gen.Layout == 0
	seed := rand.Uint64N(1 << 53)
	if req.Seed != nil {
		seed = *req.Seed
	}
	got, err := gen.Generate(ctx, rand.New(rand.NewPCG(seed, 0)))
	if err != nil {
		return nil, fromError("", err)
	}
	resp := &GenerateResponse{Puzzle: got.Puzzle, Solution: got.Solution,
		Rules: got.Rules, Seed: seed, Clues: got.Clues, Tries: got.Tries}
	if gen.Grade {
		resp.Grade = newGrade(got.Grade)
	}
	return resp, nil
}

// parseLevel reads the name of a level into l.
func parseLevel(name string, l *sudoku.Level) *Error {
	if name == "" || name == "any" {
		return nil
	}
	for v := sudoku.Easy; v <= sudoku.Extreme; v++ {
		if v.String() == name {
			*l = v
			return nil
		}
	}
	return badValue("level", "unknown level %q", name)
}

// layoutNamed returns the kind of layout that [sudoku.Layout.String]
// calls name.
func layoutNamed(name string) (sudoku.Layout, bool) {
	for l := sudoku.JigsawLayout; l <= sudoku.NegativeLayout; l <<= 1 {
		if l.String() == name {
			return l, true
		}
	}
	return 0, false
}

// A PuzzleRequest names a puzzle: the body of api/rate, api/solve and
// api/count. Rate takes classic rules only, and no limit.
type PuzzleRequest struct {
	Puzzle string        `json:"puzzle"`
	Rules  *sudoku.Rules `json:"rules"`
	// Limit bounds the solutions sought: for solve 1-100, default 1;
	// for count 1-1,000,000, default 2.
	Limit *int `json:"limit"`
}

// A RateResponse is the grade of a puzzle, and the puzzle as it was read.
type RateResponse struct {
	Puzzle sudoku.Grid `json:"puzzle"`
	Grade
}

// rate is the endpoint api/rate.
func (h *Handler) rate(ctx context.Context, body []byte) (any, *Error) {
	var req PuzzleRequest
	if e := decode(body, &req); e != nil {
		return nil, e
	}
	if req.Limit != nil {
		return nil, badValue("limit", "rate takes no limit")
	}
	g, e := h.classicPuzzle(ctx, req.Puzzle, req.Rules)
	if e != nil {
		return nil, e
	}
	gr, err := sudoku.RateContext(ctx, g)
	if err != nil {
		return nil, fromError("puzzle", err)
	}
	return &RateResponse{Puzzle: g, Grade: *newGrade(gr)}, nil
}

// classicPuzzle reads a puzzle of classic rules and proves it unique with
// a bounded search, so that the grades and hints of package sudoku run
// only on puzzles they can finish.
func (h *Handler) classicPuzzle(ctx context.Context, text string,
	rs *sudoku.Rules) (sudoku.Grid, *Error) {
	if !classic(rs) {
		return sudoku.Grid{}, unprocessable("classic-only",
			"rules: hints and grades are for classic rules only")
	}
	g, e := parseGrid("puzzle", text, false)
	if e != nil {
		return g, e
	}
	if _, e := h.unique(ctx, g, nil); e != nil {
		return g, e
	}
	return g, nil
}

// limit returns the limit of req, or def when it has none, checked to be
// within 1 and max.
func (req *PuzzleRequest) limit(def, max int) (int, *Error) {
	if req.Limit == nil {
		return def, nil
	}
	if n := *req.Limit; n >= 1 && n <= max {
		return n, nil
	}
	return 0, badValue("limit", "%d is not within 1 and %d", *req.Limit, max)
}

// A SolveResponse holds the first solutions of a puzzle, in the order of
// [sudoku.Solve], up to the limit asked.
type SolveResponse struct {
	Solutions []sudoku.Grid `json:"solutions"`
}

// A CountResponse is the number of solutions of a puzzle, at most the
// limit asked.
type CountResponse struct {
	Count int `json:"count"`
	Limit int `json:"limit"`
}

// puzzle reads the puzzle of req and checks it under its rules.
func (req *PuzzleRequest) puzzle() (sudoku.Grid, *Error) {
	g, e := parseGrid("puzzle", req.Puzzle, false)
	if e != nil {
		return g, e
	}
	if err := req.Rules.Validate(g); err != nil {
		field := "puzzle"
		var re *sudoku.RuleError
		if errors.As(err, &re) && errors.Is(err, sudoku.ErrRules) {
			field = "rules"
		}
		return g, fromError(field, err)
	}
	return g, nil
}

// solve is the endpoint api/solve.
func (h *Handler) solve(ctx context.Context, body []byte) (any, *Error) {
	var req PuzzleRequest
	if e := decode(body, &req); e != nil {
		return nil, e
	}
	limit, e := req.limit(1, 100)
	if e != nil {
		return nil, e
	}
	g, e := req.puzzle()
	if e != nil {
		return nil, e
	}
	sols, _, err := h.solver(req.Rules).Solve(ctx, g, limit)
	if err != nil {
		return nil, fromError("puzzle", err)
	}
	if sols == nil {
		sols = []sudoku.Grid{}
	}
	return &SolveResponse{Solutions: sols}, nil
}

// count is the endpoint api/count.
func (h *Handler) count(ctx context.Context, body []byte) (any, *Error) {
	var req PuzzleRequest
	if e := decode(body, &req); e != nil {
		return nil, e
	}
	limit, e := req.limit(2, 1_000_000)
	if e != nil {
		return nil, e
	}
	g, e := req.puzzle()
	if e != nil {
		return nil, e
	}
	n, _, err := h.solver(req.Rules).Count(ctx, g, limit)
	if err != nil {
		return nil, fromError("puzzle", err)
	}
	return &CountResponse{Count: n, Limit: limit}, nil
}
