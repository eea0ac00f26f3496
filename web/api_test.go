package web_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
	"github.com/sudokugo/sudoku"
	"github.com/sudokugo/sudoku/web"
)

// A puzzle with one solution, and that solution (the example of package
// sudoku's README, solved by hand-checked search).
const (
	easy    = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
	easySol = "534678912672195348198342567859761423426853791713924856961537284287419635345286179"
)

// post sends body to the endpoint path of h and returns the status and
// the decoded answer.
func post(t *testing.T, h http.Handler, path, body string) (int, map[string]any) {
	t.Helper()
	req := httptest.NewRequest(http.MethodPost, path, strings.NewReader(body))
	req.Header.Set("Content-Type", "application/json")
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	if ct := rec.Header().Get("Content-Type"); ct != "application/json; charset=utf-8" {
		t.Fatalf("POST %s: Content-Type %q", path, ct)
	}
	var v map[string]any
	if err := json.Unmarshal(rec.Body.Bytes(), &v); err != nil {
		t.Fatalf("POST %s: %v in %q", path, err, rec.Body)
	}
	return rec.Code, v
}

// apiError returns the error object of an answer, or nil.
func apiError(v map[string]any) map[string]any {
	e, _ := v["error"].(map[string]any)
	return e
}

// TestErrors checks the status, the code and the place of each kind of
// bad request.
func TestErrors(t *testing.T) {
	h := web.New(web.Options{MaxBodyBytes: 1 << 10})
	dots := strings.Repeat(".", 81)
	tests := []struct {
		name, path, body string
		status           int
		code             string
		want             map[string]any // other keys of the error, as JSON decodes them
	}{
		{"bad json", "/api/rate", `{"puzzle" 1}`, 400, "bad-json", map[string]any{"offset": 11.0}},
		{"cut short", "/api/rate", `{"puzzle": `, 400, "bad-json", nil},
		{"empty", "/api/rate", ``, 400, "bad-json", nil},
		{"after", "/api/rate", `{"puzzle":"` + easy + `"} {}`, 400, "bad-json", nil},
		{"not an object", "/api/rate", `[1,2]`, 400, "bad-type", nil},
		{"wrong type", "/api/rate", `{"puzzle": 5}`, 400, "bad-type", map[string]any{"field": "puzzle"}},
		{"wrong type deep", "/api/hint", `{"puzzle":"` + easy + `","marks":[1]}`, 400, "bad-type", map[string]any{"field": "marks"}},
		{"unknown key", "/api/rate", `{"puzzle":"` + easy + `","level":"x"}`, 400, "unknown-field", map[string]any{"field": "level"}},
		{"unknown rule", "/api/solve", `{"puzzle":"` + easy + `","rules":{"antiBishop":true}}`, 400, "bad-rules", map[string]any{"field": "rules.antiBishop"}},
		{"bad cell in rules", "/api/solve", `{"puzzle":"` + easy + `","rules":{"cages":[{"cells":["r1c1","r10c1"],"sum":3}]}}`, 400, "bad-rules", map[string]any{"field": "rules.cages[0].cells[1]"}},
		{"level", "/api/generate", `{"level":"fiendish"}`, 400, "bad-value", map[string]any{"field": "level"}},
		{"symmetry", "/api/generate", `{"symmetry":"spiral"}`, 400, "bad-value", map[string]any{"field": "symmetry"}},
		{"layout", "/api/generate", `{"layouts":["killer","maze"]}`, 400, "bad-value", map[string]any{"field": "layouts[1]"}},
		{"seed", "/api/generate", `{"seed":-1}`, 400, "bad-type", map[string]any{"field": "seed"}},
		{"limit", "/api/solve", `{"puzzle":"` + easy + `","limit":0}`, 400, "bad-value", map[string]any{"field": "limit"}},
		{"limit rate", "/api/rate", `{"puzzle":"` + easy + `","limit":2}`, 400, "bad-value", map[string]any{"field": "limit"}},
		{"marks count", "/api/hint", `{"puzzle":"` + easy + `","marks":["1"]}`, 400, "bad-value", map[string]any{"field": "marks"}},
		{"marks digit", "/api/hint", `{"puzzle":"` + easy + `","marks":["","","","1x"` + strings.Repeat(`,""`, 77) + `]}`, 400, "bad-value", map[string]any{"field": "marks[3]"}},
		{"too large", "/api/rate", `{"puzzle":"` + strings.Repeat(" ", 2000) + `"}`, 413, "too-large", nil},
		{"not found", "/api/solveall", `{}`, 404, "not-found", nil},
		{"syntax", "/api/rate", `{"puzzle":"12x"}`, 422, "syntax", map[string]any{"field": "puzzle", "line": 1.0, "column": 3.0, "offset": 2.0}},
		{"cell count", "/api/solve", `{"puzzle":"123"}`, 422, "cell-count", map[string]any{"field": "puzzle", "line": 1.0, "column": 4.0, "offset": 3.0}},
		{"entries syntax", "/api/hint", `{"puzzle":"` + easy + `","entries":"..\n.x"}`, 422, "syntax", map[string]any{"field": "entries", "line": 2.0, "column": 2.0, "offset": 4.0}},
		{"conflict", "/api/count", `{"puzzle":"1.......1` + dots[9:] + `"}`, 422, "conflict", map[string]any{"field": "puzzle", "cells": []any{0.0, 8.0}, "digit": 1.0}},
		{"no solution", "/api/rate", `{"puzzle":"12345678.........9` + dots[18:] + `"}`, 422, "no-solution", map[string]any{"field": "puzzle"}},
		{"not unique", "/api/hint", `{"puzzle":"` + dots + `"}`, 422, "not-unique", map[string]any{"field": "puzzle"}},
		{"mistake", "/api/hint", `{"puzzle":"` + easy + `","entries":"..1` + dots[3:] + `"}`, 422, "mistake", map[string]any{"field": "entries", "cells": []any{2.0}, "digit": 1.0}},
		{"mark mistake", "/api/hint", `{"puzzle":"` + easy + `","marks":["","","12"` + strings.Repeat(`,""`, 78) + `]}`, 422, "mistake", map[string]any{"field": "entries", "cells": []any{2.0}, "digit": 4.0, "mark": true}},
		{"solved", "/api/hint", `{"puzzle":"` + easy + `","entries":"` + easySol + `"}`, 422, "solved", nil},
		{"classic only", "/api/hint", `{"puzzle":"` + easy + `","rules":{"antiKnight":true}}`, 422, "classic-only", nil},
		{"rules", "/api/solve", `{"puzzle":"` + dots + `","rules":{"cages":[{"cells":["r1c1","r1c2"],"sum":50}]}}`, 422, "rules", map[string]any{"field": "rules", "cells": []any{0.0, 1.0}}},
		{"broken", "/api/solve", `{"puzzle":"..1.........1` + dots[13:] + `","rules":{"antiKing":true}}`, 422, "broken", map[string]any{"field": "puzzle", "cells": []any{2.0, 12.0}}},
		{"options", "/api/generate", `{"level":"easy","rules":{"antiKnight":true}}`, 422, "options", nil},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			status, v := post(t, h, tc.path, tc.body)
			e := apiError(v)
			if status != tc.status || e == nil || e["code"] != tc.code {
				t.Fatalf("status %d, answer %v; want %d and code %q", status, v, tc.status, tc.code)
			}
			if e["status"] != float64(tc.status) || e["message"] == "" {
				t.Errorf("error %v: wrong status or no message", e)
			}
			for k, want := range tc.want {
				if diff := cmp.Diff(want, e[k]); diff != "" {
					t.Errorf("error %v: key %s (-want +got):\n%s", e, k, diff)
				}
			}
		})
	}
}

// TestMethodAndType checks the answers to the wrong method and content
// type, which come before the body is read.
func TestMethodAndType(t *testing.T) {
	h := web.New(web.Options{})
	req := httptest.NewRequest(http.MethodGet, "/api/hint", nil)
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	if rec.Code != 405 || rec.Header().Get("Allow") != "POST" {
		t.Errorf("GET api/hint: status %d, Allow %q", rec.Code, rec.Header().Get("Allow"))
	}
	req = httptest.NewRequest(http.MethodPost, "/api/hint", strings.NewReader(`{}`))
	req.Header.Set("Content-Type", "text/plain")
	rec = httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	if rec.Code != 415 || !strings.Contains(rec.Body.String(), `"media-type"`) {
		t.Errorf("POST text/plain: status %d, %s", rec.Code, rec.Body)
	}
	req = httptest.NewRequest(http.MethodPost, "/", nil)
	rec = httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	if rec.Code != 405 || rec.Header().Get("Allow") != "GET, HEAD" {
		t.Errorf("POST /: status %d, Allow %q", rec.Code, rec.Header().Get("Allow"))
	}
}

// TestPage checks that the page is served with its types and security
// headers, revalidates with its ETag, and loads nothing from elsewhere
// and no inline script or style, which its Content-Security-Policy would
// block.
func TestPage(t *testing.T) {
	h := web.New(web.Options{})
	get := func(path string, hd ...string) *httptest.ResponseRecorder {
		req := httptest.NewRequest(http.MethodGet, path, nil)
		for i := 0; i+1 < len(hd); i += 2 {
			req.Header.Set(hd[i], hd[i+1])
		}
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, req)
		return rec
	}
	page := get("/")
	if page.Code != 200 || page.Header().Get("Content-Type") != "text/html; charset=utf-8" {
		t.Fatalf("GET /: status %d, type %q", page.Code, page.Header().Get("Content-Type"))
	}
	csp := page.Header().Get("Content-Security-Policy")
	for _, want := range []string{"default-src 'none'", "script-src 'self'", "style-src 'self'", "frame-ancestors 'none'"} {
		if !strings.Contains(csp, want) {
			t.Errorf("Content-Security-Policy %q lacks %q", csp, want)
		}
	}
	if strings.Contains(csp, "unsafe") {
		t.Errorf("Content-Security-Policy %q allows something unsafe", csp)
	}
	if v := page.Header().Get("X-Content-Type-Options"); v != "nosniff" {
		t.Errorf("X-Content-Type-Options %q", v)
	}
	html := page.Body.String()
	for _, bad := range []*regexp.Regexp{
		regexp.MustCompile(`<script(?:\s[^>]*)?>\s*[^<\s]`), // inline script
		regexp.MustCompile(`<style`),                        // inline style sheet
		regexp.MustCompile(`\sstyle=`),                      // style attribute
		regexp.MustCompile(`\son[a-z]+=`),                   // event handler attribute
		regexp.MustCompile(`(?:src|href)="(?:https?:)?//`),  // another site
		regexp.MustCompile(`(?:src|href)="/`),               // an absolute path, which breaks under a prefix
	} {
		if m := bad.FindString(html); m != "" {
			t.Errorf("the page has %q", m)
		}
	}
	for path, ctype := range map[string]string{
		"/app.js":    "text/javascript; charset=utf-8",
		"/style.css": "text/css; charset=utf-8",
		"/icon.svg":  "image/svg+xml",
	} {
		rec := get(path)
		if rec.Code != 200 || rec.Header().Get("Content-Type") != ctype || rec.Body.Len() == 0 {
			t.Errorf("GET %s: status %d, type %q, %d bytes", path, rec.Code, rec.Header().Get("Content-Type"), rec.Body.Len())
		}
		if !strings.Contains(html, `"`+path[1:]+`"`) {
			t.Errorf("the page does not refer to %s", path)
		}
		etag := rec.Header().Get("ETag")
		if again := get(path, "If-None-Match", etag); etag == "" || again.Code != 304 {
			t.Errorf("GET %s with its ETag %q: status %d", path, etag, again.Code)
		}
	}
	if rec := get("/index.html"); rec.Code != 404 {
		t.Errorf("GET /index.html: status %d", rec.Code)
	}
}

// TestPrefix mounts the handler under a prefix, as its doc says, and
// uses the page and the API there.
func TestPrefix(t *testing.T) {
	mux := http.NewServeMux()
	mux.Handle("/sudoku/", http.StripPrefix("/sudoku", web.New(web.Options{})))
	srv := httptest.NewServer(mux)
	defer srv.Close()
	resp, err := http.Get(srv.URL + "/sudoku")
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != 200 || resp.Request.URL.Path != "/sudoku/" {
		t.Errorf("GET /sudoku: status %d at %s", resp.StatusCode, resp.Request.URL.Path)
	}
	resp, err = http.Post(srv.URL+"/sudoku/api/rate", "application/json",
		strings.NewReader(`{"puzzle":"`+easy+`"}`))
	if err != nil {
		t.Fatal(err)
	}
	body, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	if resp.StatusCode != 200 || !bytes.Contains(body, []byte(`"level":"easy"`)) {
		t.Errorf("POST /sudoku/api/rate: status %d, %s", resp.StatusCode, body)
	}
}

// checkGrid fails the test unless sol is a complete grid that keeps the
// givens of puzzle and repeats no digit in a row, column or box. It
// computes the houses itself.
func checkGrid(t *testing.T, puzzle, sol string) {
	t.Helper()
	if len(sol) != 81 || len(puzzle) != 81 {
		t.Fatalf("grids of %d and %d characters", len(puzzle), len(sol))
	}
	for i := range 81 {
		if sol[i] < '1' || sol[i] > '9' {
			t.Fatalf("solution %s: cell %d is %q", sol, i, sol[i])
		}
		if puzzle[i] != '.' && puzzle[i] != sol[i] {
			t.Fatalf("solution %s changes the given of cell %d of %s", sol, i, puzzle)
		}
	}
	for k := range 9 {
		var row, col, box [10]bool
		for j := range 9 {
			r := sol[k*9+j] - '0'
			c := sol[j*9+k] - '0'
			b := sol[(k/3*3+j/3)*9+k%3*3+j%3] - '0'
			if row[r] || col[c] || box[b] {
				t.Fatalf("solution %s repeats a digit in house %d", sol, k)
			}
			row[r], col[c], box[b] = true, true, true
		}
	}
}

// TestGenerate makes puzzles of each level, with a symmetry, and checks
// that each is unique, its solution right, its level the one asked, and
// that a seed gives the same puzzle again.
func TestGenerate(t *testing.T) {
	h := web.New(web.Options{})
	for _, level := range []string{"easy", "medium", "hard", "expert", "extreme"} {
		body := fmt.Sprintf(`{"level":%q,"symmetry":"rot180","seed":11}`, level)
		status, v := post(t, h, "/api/generate", body)
		if status != 200 {
			t.Fatalf("%s: status %d, %v", body, status, v)
		}
		puzzle, sol := v["puzzle"].(string), v["solution"].(string)
		checkGrid(t, puzzle, sol)
		g, err := sudoku.Parse(puzzle)
		if err != nil {
			t.Fatal(err)
		}
		if n := sudoku.Count(g, 2); n != 1 {
			t.Errorf("%s: the puzzle has %d solutions", level, n)
		}
		for i := range 81 {
			if (puzzle[i] == '.') != (puzzle[80-i] == '.') {
				t.Errorf("%s: puzzle %s is not symmetric under a half turn", level, puzzle)
				break
			}
		}
		grade := v["grade"].(map[string]any)
		if grade["level"] != level || v["seed"] != 11.0 {
			t.Errorf("%s: grade %v, seed %v", level, grade, v["seed"])
		}
		if _, again := post(t, h, "/api/generate", body); again["puzzle"] != puzzle {
			t.Errorf("%s: seed 11 gave %s, then %s", level, puzzle, again["puzzle"])
		}
	}
	// Without a seed the handler draws one, and says which.
	_, v := post(t, h, "/api/generate", `{}`)
	seed, ok := v["seed"].(float64)
	if !ok {
		t.Fatalf("no seed in %v", v)
	}
	_, again := post(t, h, "/api/generate", fmt.Sprintf(`{"seed":%d}`, uint64(seed)))
	if again["puzzle"] != v["puzzle"] {
		t.Errorf("the seed %d reported does not give the puzzle again", uint64(seed))
	}
}

// TestGenerateVariant makes a killer puzzle under anti-knight and checks
// its solution against its rules.
func TestGenerateVariant(t *testing.T) {
	h := web.New(web.Options{})
	status, v := post(t, h, "/api/generate", `{"rules":{"antiKnight":true},"layouts":["killer"],"seed":5}`)
	if status != 200 {
		t.Fatalf("status %d, %v", status, v)
	}
	var p sudoku.Puzzle
	raw, _ := json.Marshal(map[string]any{"grid": v["solution"], "rules": v["rules"]})
	if err := json.Unmarshal(raw, &p); err != nil {
		t.Fatal(err)
	}
	if !p.Rules.AntiKnight || len(p.Rules.Cages) == 0 {
		t.Errorf("rules %v: want anti-knight and cages", v["rules"])
	}
	if err := p.Rules.Validate(p.Grid); err != nil {
		t.Errorf("the solution breaks its rules: %v", err)
	}
	if _, ok := v["grade"]; ok {
		t.Errorf("a variant puzzle has a grade: %v", v["grade"])
	}
}

// TestSolveCount checks solve and count on a unique puzzle, a puzzle with
// many solutions, and a search that runs out of its budget.
func TestSolveCount(t *testing.T) {
	h := web.New(web.Options{})
	_, v := post(t, h, "/api/solve", `{"puzzle":"`+easy+`","limit":5}`)
	if sols := v["solutions"].([]any); len(sols) != 1 || sols[0] != easySol {
		t.Errorf("solve: %v", v)
	}
	open := "........." + easy[9:] // the first row cleared
	_, v = post(t, h, "/api/count", `{"puzzle":"`+open+`","limit":1000}`)
	n := int(v["count"].(float64))
	if n < 2 {
		t.Fatalf("%s has %d solutions; the test needs several", open, n)
	}
	_, v = post(t, h, "/api/solve", `{"puzzle":"`+open+`","limit":100}`)
	sols := v["solutions"].([]any)
	if len(sols) != min(n, 100) {
		t.Errorf("count says %d, solve gives %d", n, len(sols))
	}
	seen := map[string]bool{}
	for _, s := range sols {
		checkGrid(t, open, s.(string))
		seen[s.(string)] = true
	}
	if len(seen) != len(sols) {
		t.Errorf("solve repeats a solution: %d distinct of %d", len(seen), len(sols))
	}
	_, v = post(t, h, "/api/count", `{"puzzle":"`+strings.Repeat(".", 81)+`","limit":1000}`)
	if v["count"] != 1000.0 || v["limit"] != 1000.0 {
		t.Errorf("count of the empty grid up to 1000: %v", v)
	}
	// The solution breaks the main diagonal's rule (its diagonal holds
	// 7 twice): the count is 0, with no error.
	status, v := post(t, h, "/api/count", `{"puzzle":"`+easy+`","rules":{"mainDiagonal":true}}`)
	if status != 200 || v["count"] != 0.0 {
		t.Errorf("count under the main diagonal: status %d, %v", status, v)
	}

	tight := web.New(web.Options{MaxNodes: 5})
	status, v = post(t, tight, "/api/count", `{"puzzle":"`+strings.Repeat(".", 81)+`","limit":100000}`)
	if e := apiError(v); status != 422 || e["code"] != "budget" {
		t.Errorf("count beyond the budget: status %d, %v", status, v)
	}
}

// TestHintsSolve follows the hints of the API from the givens, applying
// each step as the page does, and reaches the solution.
func TestHintsSolve(t *testing.T) {
	h := web.New(web.Options{})
	entries := []byte(strings.Repeat(".", 81))
	marks := make([]string, 81)
	for steps := 0; ; steps++ {
		if steps > 81*9 {
			t.Fatal("no end to the hints")
		}
		body, _ := json.Marshal(map[string]any{"puzzle": easy, "entries": string(entries), "marks": marks})
		status, v := post(t, h, "/api/hint", string(body))
		if e := apiError(v); e != nil {
			if e["code"] != "solved" {
				t.Fatalf("step %d: status %d, %v", steps, status, e)
			}
			break
		}
		var resp web.HintResponse
		raw, _ := json.Marshal(v)
		if err := json.Unmarshal(raw, &resp); err != nil {
			t.Fatal(err)
		}
		checkHint(t, &resp)
		for _, e := range resp.Step.Eliminations {
			if marks[e.Cell] == "" {
				marks[e.Cell] = resp.Marks[e.Cell]
			}
			marks[e.Cell] = strings.ReplaceAll(marks[e.Cell], fmt.Sprint(e.Digit), "")
		}
		for _, p := range resp.Step.Placements {
			entries[p.Cell] = byte('0' + p.Digit)
		}
	}
	for i := range 81 {
		if easy[i] == '.' && entries[i] != easySol[i] {
			t.Fatalf("the hints wrote %s, want %s", entries, easySol)
		}
	}
}

// checkHint checks the names and houses of a hint against facts of the
// grid, and that the step does something.
func checkHint(t *testing.T, r *web.HintResponse) {
	t.Helper()
	s := r.Step
	if s.Technique == "" || s.Rating < 1 || len(s.Placements)+len(s.Eliminations) == 0 {
		t.Errorf("step %+v does nothing", s)
	}
	if r.Nudge == "" || r.Pointer == "" || r.Explanation == "" || len(r.Marks) != 81 {
		t.Errorf("hint %+v lacks its texts or marks", r)
	}
	for _, c := range append(append([]web.Candidate{}, s.Placements...), s.Eliminations...) {
		if want := fmt.Sprintf("r%dc%d", c.Cell/9+1, c.Cell%9+1); c.Name != want || c.Digit < 1 || c.Digit > 9 {
			t.Errorf("candidate %+v: want the name %s and a digit", c, want)
		}
	}
	for _, e := range s.Eliminations {
		if !strings.Contains(r.Marks[e.Cell], fmt.Sprint(e.Digit)) {
			t.Errorf("elimination %+v of a digit not in the marks %q", e, r.Marks[e.Cell])
		}
	}
	for _, it := range s.Pattern {
		switch {
		case it.House != nil:
			if len(it.Cells) != 9 || !sameHouse(it.Cells) || it.Cell != nil {
				t.Errorf("house item %+v: cells %v", it, it.Cells)
			}
		case it.Cell != nil:
			if want := fmt.Sprintf("r%dc%d", *it.Cell/9+1, *it.Cell%9+1); it.Name != want {
				t.Errorf("cell item %+v: want the name %s", it, want)
			}
		default:
			t.Errorf("item %+v is neither a house nor a cell", it)
		}
	}
}

// sameHouse reports whether the cells share a row, a column or a box.
func sameHouse(cells []int) bool {
	row, col, box := true, true, true
	for _, c := range cells[1:] {
		row = row && c/9 == cells[0]/9
		col = col && c%9 == cells[0]%9
		box = box && c/27 == cells[0]/27 && c%9/3 == cells[0]%9/3
	}
	return row || col || box
}

// TestCheck lists the mistakes of a position: wrong entries, marks that
// leave out the solution's digit, and an entry over a given that differs
// from it; and reports a full, right grid as solved.
func TestCheck(t *testing.T) {
	h := web.New(web.Options{})
	entries := []byte(strings.Repeat(".", 81))
	entries[2] = '4' // right
	entries[3] = '9' // wrong: 6
	entries[0] = '3' // over the given 5
	marks := make([]string, 81)
	marks[5] = "1234" // leaves out 8
	marks[6] = "19"   // has 9: no mistake
	marks[3] = "1"    // a filled cell's marks do not count
	body, _ := json.Marshal(map[string]any{"puzzle": easy, "entries": string(entries), "marks": marks})
	_, v := post(t, h, "/api/check", string(body))
	want := map[string]any{
		"mistakes": []any{
			map[string]any{"cell": 0.0, "name": "r1c1", "digit": 3.0, "mark": false},
			map[string]any{"cell": 3.0, "name": "r1c4", "digit": 9.0, "mark": false},
			map[string]any{"cell": 5.0, "name": "r1c6", "digit": 0.0, "mark": true},
		},
		"filled": float64(81 - strings.Count(easy, ".") + 2), // the givens and r1c3, r1c4
		"solved": false,
	}
	if diff := cmp.Diff(want, v); diff != "" {
		t.Errorf("check (-want +got):\n%s", diff)
	}
	_, v = post(t, h, "/api/check", `{"puzzle":"`+easy+`","entries":"`+easySol+`"}`)
	if v["solved"] != true || v["filled"] != 81.0 || len(v["mistakes"].([]any)) != 0 {
		t.Errorf("check of the solution: %v", v)
	}
}

// TestHardestTimeout checks that a grade or a hint of one of the forum's
// hardest puzzles, whose nested forcing chains take seconds, ends with the
// handler's time bound: a 503 with the code "timeout", not an answer late.
func TestHardestTimeout(t *testing.T) {
	const hardest = "98.7..6..75..4......3..8.7.5....7.3...94.........2.1..3.......1.9...5.8...52....6"
	h := web.New(web.Options{Timeout: 30 * time.Millisecond})
	for _, path := range []string{"/api/rate", "/api/hint"} {
		status, v := post(t, h, path, `{"puzzle":"`+hardest+`"}`)
		if status != http.StatusServiceUnavailable || apiError(v)["code"] != "timeout" {
			t.Errorf("%s: status %d, %v; want 503 and code timeout", path, status, v)
		}
	}
}

// stallingPuzzles are puzzles on which the general engine searches for
// seconds or more, from ISS's published set
// (github.com/sigh/Interactive-Sudoku-Solver, MIT): the MATHEMAGIC killer
// #13 (unique; seconds for ISS too) and "Zero solution: Renban" (no
// solution, which neither solver proves in minutes).
var stallingPuzzles = map[string]string{
	"killer": `{"grid":".................................................................................","rules":{"cages":[{"cells":["r1c1","r1c2","r1c3","r1c4","r2c1"],"sum":22},{"cells":["r1c5","r1c6","r1c7","r1c8","r2c6"],"sum":29},{"cells":["r1c9","r2c8","r2c9","r3c9","r4c9"],"sum":24},{"cells":["r2c2","r2c3","r2c4","r2c5","r3c4"],"sum":24},{"cells":["r2c7","r3c7","r4c6","r4c7","r5c6"],"sum":27},{"cells":["r3c1","r3c2","r3c3","r4c1","r5c1"],"sum":23},{"cells":["r3c5","r3c6","r4c3","r4c4","r4c5"],"sum":23},{"cells":["r3c8","r4c8","r5c7","r5c8","r6c8"],"sum":23},{"cells":["r4c2","r5c2","r5c3","r6c2","r7c2"],"sum":23},{"cells":["r5c4","r6c3","r6c4","r7c3","r8c3"],"sum":30},{"cells":["r5c5"],"sum":7},{"cells":["r5c9","r6c9","r7c7","r7c8","r7c9"],"sum":24},{"cells":["r6c1","r7c1","r8c1","r8c2","r9c1"],"sum":24},{"cells":["r6c5","r6c6","r6c7","r7c4","r7c5"],"sum":22},{"cells":["r7c6","r8c5","r8c6","r8c7","r8c8"],"sum":30},{"cells":["r8c4","r9c2","r9c3","r9c4","r9c5"],"sum":27},{"cells":["r8c9","r9c6","r9c7","r9c8","r9c9"],"sum":23}]}}`,
	"renban": `{"grid":".................................................................................","rules":{"lines":[{"kind":"renban","cells":["r7c2","r8c1","r9c2","r8c3"]},{"kind":"renban","cells":["r7c5","r8c6","r9c5","r8c4"]},{"kind":"renban","cells":["r8c7","r9c8","r8c9","r7c8"]},{"kind":"renban","cells":["r6c8","r5c9","r4c8","r5c7"]},{"kind":"renban","cells":["r3c2","r2c1","r1c2","r2c3"]},{"kind":"renban","cells":["r3c5","r2c4","r1c5","r2c6"]},{"kind":"renban","cells":["r2c7","r1c8","r2c9","r3c8"]},{"kind":"renban","cells":["r5c4","r4c5","r5c6","r6c5"]},{"kind":"renban","cells":["r4c2","r5c1","r6c2","r5c3"]}]}}`,
}

// TestStallingTimeout checks that solve, count and check of a puzzle
// whose search takes seconds end with the handler's time bound, a 503
// with the code "timeout", and do not hang the request. The node bound is
// set far beyond what 100 ms reach, so that only the time ends a search
// that heeds it, and one that does not ends after seconds with the wrong
// answer, 422 budget, instead of hanging.
func TestStallingTimeout(t *testing.T) {
	h := web.New(web.Options{Timeout: 100 * time.Millisecond, MaxNodes: 1 << 23})
	for name, puzzle := range stallingPuzzles {
		fields := strings.TrimSuffix(strings.TrimPrefix(puzzle, "{"), "}")
		fields = strings.Replace(fields, `"grid":`, `"puzzle":`, 1)
		for _, path := range []string{"/api/solve", "/api/count", "/api/check"} {
			t.Run(name+path, func(t *testing.T) {
				body := "{" + fields + "}"
				if path == "/api/count" {
					body = `{"limit":1,` + fields + "}"
				}
				status, v := post(t, h, path, body)
				if status != http.StatusServiceUnavailable || apiError(v)["code"] != "timeout" {
					t.Errorf("status %d, %v; want 503 and code timeout", status, v)
				}
			})
		}
	}
}
