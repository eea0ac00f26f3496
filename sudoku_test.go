package sudoku

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"pgregory.net/rapid"
)

// TestMain raises rapid's default number of cases per property from 100 to
// 2,000 (400 with -short), unless -rapid.checks or RAPID_CHECKS says
// otherwise.
func TestMain(m *testing.M) {
	flag.Parse()
	flag.Visit(func(f *flag.Flag) { checksGiven = checksGiven || f.Name == "rapid.checks" })
	if _, env := os.LookupEnv("RAPID_CHECKS"); env {
		checksGiven = true
	}
	if !checksGiven {
		flag.Set("rapid.checks", "2000")
	}
	os.Exit(m.Run())
}

// checksGiven records whether -rapid.checks or RAPID_CHECKS gave the
// number of cases per property.
var checksGiven bool

// withChecks sets rapid's number of cases to n for the rest of the test t
// (rapid divides it by 5 with -short), for properties whose cases are
// too costly for the package's default of 2,000. A number given on the
// command line or in RAPID_CHECKS is kept.
func withChecks(t *testing.T, n int) {
	t.Helper()
	if checksGiven {
		return
	}
	f := flag.Lookup("rapid.checks")
	old := f.Value.String()
	if err := f.Value.Set(strconv.Itoa(n)); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { f.Value.Set(old) })
}

// Known grids. The puzzle and its solution are the worked example of the
// carving reference (issue 2 of this project); the two-solution puzzle is
// that solution with six cells blanked, r4c5/r4c6 and r1c5/r1c6 forming a
// deadly pattern of 3 and 7.
const (
	knownPuzzle   = "46....2...53.14..77....6.39.....7.9.8....2.5.53..6......5.4..71.4..8.9...9.....4."
	knownSolution = "468973215953214687712856439124537896876492153539168724285649371341785962697321548"
	twoSolutions  = "4689..2159532146877128564391245..896876492153539168724285649371341785962697321548"
	carved7       = "....7.....53.1.6.7.1....4.....5..896....92....3.....2.28....3.......5.62..7..1..."
)

// mustParse parses s or fails the test.
func mustParse(t tb, s string) Grid {
	t.Helper()
	g, err := Parse(s)
	if err != nil {
		t.Fatalf("Parse(%q): %v", s, err)
	}
	return g
}

// The helpers below check answers against the rules of Sudoku computed
// here, independently of the package's tables and search.

// sees reports whether two different cells share a row, a column or a box.
func sees(a, b int) bool {
	ra, ca, rb, cb := a/9, a%9, b/9, b%9
	return a != b && (ra == rb || ca == cb || (ra/3 == rb/3 && ca/3 == cb/3))
}

// allowed reports whether digit d may go in cell c of g by the rules:
// c holds d, or c is empty and no cell that sees it holds d.
func allowed(g *Grid, c int, d uint8) bool {
	if g[c] != 0 {
		return g[c] == d
	}
	for p := range 81 {
		if g[p] == d && sees(c, p) {
			return false
		}
	}
	return true
}

// legal reports whether every cell holds 0-9 and no two cells that see
// each other hold the same digit.
func legal(g Grid) bool {
	for a := range 81 {
		if g[a] > 9 {
			return false
		}
		for b := a + 1; b < 81; b++ {
			if g[a] != 0 && g[a] == g[b] && sees(a, b) {
				return false
			}
		}
	}
	return true
}

// tb is the part of testing.TB and *rapid.T that the checkers use.
type tb interface {
	Helper()
	Fatalf(format string, args ...any)
}

// checkSolution fails the test unless sol is a complete legal grid that
// keeps every given of puzzle.
func checkSolution(t tb, puzzle, sol Grid) {
	t.Helper()
	for i := range 81 {
		if sol[i] < 1 || sol[i] > 9 {
			t.Fatalf("solution %v of %v: r%dc%d holds %d", sol, puzzle, i/9+1, i%9+1, sol[i])
		}
		if puzzle[i] != 0 && sol[i] != puzzle[i] {
			t.Fatalf("solution %v of %v: r%dc%d changes the given %d", sol, puzzle, i/9+1, i%9+1, puzzle[i])
		}
	}
	if !legal(sol) {
		t.Fatalf("solution %v of %v breaks a row, column or box", sol, puzzle)
	}
}

// refCount counts the solutions of g, up to limit, by plain backtracking:
// it fills the empty cell with the fewest legal digits, each in turn. It
// is the independent reference that Count is checked against.
func refCount(g Grid, limit int) int {
	if limit <= 0 || !legal(g) {
		return 0
	}
	n := 0
	var rec func()
	rec = func() {
		best, bestN := -1, 10
		var bestDigits []uint8
		for c := range 81 {
			if g[c] != 0 {
				continue
			}
			var used [10]bool
			for o := range 81 {
				if sees(c, o) {
					used[g[o]] = true
				}
			}
			var ds []uint8
			for d := uint8(1); d <= 9; d++ {
				if !used[d] {
					ds = append(ds, d)
				}
			}
			if len(ds) < bestN {
				best, bestN, bestDigits = c, len(ds), ds
			}
		}
		if best < 0 {
			n++
			return
		}
		for _, d := range bestDigits {
			g[best] = d
			rec()
			g[best] = 0
			if n >= limit {
				return
			}
		}
	}
	rec()
	return min(n, limit)
}

func TestKnownCases(t *testing.T) {
	solution := mustParse(t, knownSolution)
	two := mustParse(t, twoSolutions)
	clash := mustParse(t, knownPuzzle)
	clash[1] = 4 // r1c2 = 4 beside the 4 in r1c1
	tests := []struct {
		name  string
		g     Grid
		limit int
		want  int
	}{
		{"unique", mustParse(t, knownPuzzle), 10, 1},
		{"solution", solution, 10, 1},
		{"empty grid stops at the limit", Grid{}, 50, 50},
		{"two solutions", two, 10, 2},
		{"two solutions, limit 1", two, 1, 1},
		{"clash", clash, 10, 0},
		{"value above 9", Grid{10}, 2, 0},
		{"magictour first", mustParse(t, magicFirst), 2, 1},
		{"forum hardest first", mustParse(t, forumFirst), 2, 1},
		{"limit 0", solution, 0, 0},
		{"negative limit", solution, -1, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := Count(tt.g, tt.limit); got != tt.want {
				t.Errorf("Count = %d, want %d", got, tt.want)
			}
			sols := Solve(tt.g, tt.limit)
			if len(sols) != tt.want {
				t.Fatalf("len(Solve) = %d, want %d", len(sols), tt.want)
			}
			seen := map[Grid]bool{}
			for _, s := range sols {
				checkSolution(t, tt.g, s)
				if seen[s] {
					t.Errorf("solution %v returned twice", s)
				}
				seen[s] = true
			}
			if got, want := IsUnique(tt.g), refCount(tt.g, 2) == 1; got != want {
				t.Errorf("IsUnique = %v, want %v", got, want)
			}
		})
	}
	if got := Solve(mustParse(t, knownPuzzle), 2); len(got) != 1 || got[0] != solution {
		t.Errorf("Solve(knownPuzzle) = %v, want [%v]", got, solution)
	}
	sols := Solve(two, 5)
	if len(sols) != 2 || (sols[0] != solution && sols[1] != solution) {
		t.Errorf("Solve(twoSolutions) = %v, want two solutions, one of them %v", sols, solution)
	}
}

func TestSolveOrderIsDeterministic(t *testing.T) {
	first := Solve(Grid{}, 20)
	for range 3 {
		if diff := cmp.Diff(first, Solve(Grid{}, 20)); diff != "" {
			t.Fatalf("Solve(empty, 20) changed between calls (-first +now):\n%s", diff)
		}
	}
}

func TestCountDoesNotAllocate(t *testing.T) {
	g := mustParse(t, knownPuzzle)
	if n := testing.AllocsPerRun(20, func() { Count(g, 2) }); n != 0 {
		t.Errorf("Count(g, 2) allocates %v times, want 0", n)
	}
}

func TestValidate(t *testing.T) {
	solution := mustParse(t, knownSolution)
	tests := []struct {
		name    string
		edit    func(*Grid)
		want    error // nil, or a *ValueError or *ConflictError
		message string
	}{
		{"empty", func(g *Grid) { *g = Grid{} }, nil, ""},
		{"solution", func(*Grid) {}, nil, ""},
		{"value above 9", func(g *Grid) { g[10] = 10 }, &ValueError{Cell: 10, Value: 10},
			"r2c2 holds 10: cell value above 9"},
		{"first value above 9 wins", func(g *Grid) { g[80], g[3] = 255, 200 }, &ValueError{Cell: 3, Value: 200},
			"r1c4 holds 200: cell value above 9"},
		{"row", func(g *Grid) { *g = Grid{}; g[2], g[7] = 5, 5 }, &ConflictError{Cell1: 2, Cell2: 7, Digit: 5},
			"r1c3 and r1c8 both hold 5: digit repeated in a row, column or box"},
		{"column", func(g *Grid) { *g = Grid{}; g[4], g[76] = 9, 9 }, &ConflictError{Cell1: 4, Cell2: 76, Digit: 9},
			"r1c5 and r9c5 both hold 9: digit repeated in a row, column or box"},
		{"box", func(g *Grid) { *g = Grid{}; g[30], g[50] = 1, 1 }, &ConflictError{Cell1: 30, Cell2: 50, Digit: 1},
			"r4c4 and r6c6 both hold 1: digit repeated in a row, column or box"},
		{"no clash across boxes", func(g *Grid) { *g = Grid{}; g[0], g[40] = 1, 1 }, nil, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g := solution
			tt.edit(&g)
			err := g.Validate()
			if tt.want == nil {
				if err != nil {
					t.Fatalf("Validate() = %v, want nil", err)
				}
				return
			}
			if diff := cmp.Diff(tt.want, err); diff != "" {
				t.Errorf("Validate() mismatch (-want +got):\n%s", diff)
			}
			if err.Error() != tt.message {
				t.Errorf("message %q, want %q", err.Error(), tt.message)
			}
			if !errors.Is(err, ErrValue) && !errors.Is(err, ErrConflict) {
				t.Errorf("%v wraps neither ErrValue nor ErrConflict", err)
			}
			if Count(g, 1) != 0 || Solve(g, 1) != nil {
				t.Errorf("invalid grid has solutions")
			}
		})
	}
}

func TestParseForms(t *testing.T) {
	want := mustParse(t, knownPuzzle)
	pretty := `
4 6 . | . . . | 2 . .
. 5 3 | . 1 4 | . . 7
7 . . | . . 6 | . 3 9
------+-------+------
. . . | . . 7 | . 9 .
8 . . | . . 2 | . 5 .
5 3 . | . 6 . | . . .
------+-------+------
. . 5 | . 4 . | . 7 1
. 4 . | . 8 . | 9 . .
. 9 . | . . . | . 4 .
`
	boxes := "╔═══════╤═══════╗\n" +
		"║ 4 6 0 │ 0 0 0 ║ 2 0 0\n" +
		"║ 0 5 3 │ 0 1 4 ║ 0 0 7\n" +
		"║ 7 0 0 │ 0 0 6 ║ 0 3 9\n" +
		"╟───────┼───────╢\n" +
		"000007090 800002050 530060000\n" +
		"005040071 040080900 090000040\n" +
		"╚═══════╧═══════╝\n"
	tests := []struct{ name, in string }{
		{"dots", knownPuzzle},
		{"zeros", strings.ReplaceAll(knownPuzzle, ".", "0")},
		{"underscores", strings.ReplaceAll(knownPuzzle, ".", "_")},
		{"stars", strings.ReplaceAll(knownPuzzle, ".", "*")},
		{"surrounding space", " \t" + knownPuzzle + "\r\n"},
		{"pretty", pretty},
		{"pretty CRLF", strings.ReplaceAll(pretty, "\n", "\r\n")},
		{"nine lines", strings.Join(splitRows(knownPuzzle), "\n")},
		{"box drawing", boxes},
		{"own pretty form", want.Pretty()},
		// A byte-order mark at the start is skipped, as the sudoku
		// command skips it at the head of a file, on the fast path of
		// one 81-character line too.
		{"mark, line", "\ufeff" + knownPuzzle},
		{"mark, line and newline", "\ufeff" + knownPuzzle + "\n"},
		{"mark, nine lines", "\ufeff" + strings.Join(splitRows(knownPuzzle), "\n")},
		{"mark, pretty", "\ufeff" + want.Pretty()},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := Parse(tt.in)
			if err != nil {
				t.Fatalf("Parse: %v", err)
			}
			if got != want {
				t.Errorf("Parse = %v, want %v", got, want)
			}
		})
	}
}

// splitRows splits an 81-character line into its nine rows.
func splitRows(s string) []string {
	var rows []string
	for r := range 9 {
		rows = append(rows, s[r*9:r*9+9])
	}
	return rows
}

func TestParseErrors(t *testing.T) {
	tests := []struct {
		name string
		in   string
		want ParseError
		msg  string
	}{
		{"bad character", knownPuzzle[:10] + "x" + knownPuzzle[11:],
			ParseError{Offset: 10, Line: 1, Column: 11, Text: "x", Err: ErrSyntax},
			`line 1, column 11: invalid character "x"`},
		{"bad character on line 3", "123456789\n.........\n..a",
			ParseError{Offset: 22, Line: 3, Column: 3, Text: "a", Err: ErrSyntax},
			`line 3, column 3: invalid character "a"`},
		{"columns count characters", "│é",
			ParseError{Offset: 3, Line: 1, Column: 2, Text: "é", Err: ErrSyntax},
			`line 1, column 2: invalid character "é"`},
		{"invalid UTF-8", "12\xff",
			ParseError{Offset: 2, Line: 1, Column: 3, Text: "\xff", Err: ErrSyntax},
			`line 1, column 3: invalid character "\xff"`},
		{"empty", "",
			ParseError{Offset: 0, Line: 1, Column: 1, Cells: 0, Err: ErrCellCount},
			"line 1, column 1: wrong number of cells: found 0, want 81"},
		{"too few", knownPuzzle[:80] + "\n",
			ParseError{Offset: 81, Line: 2, Column: 1, Cells: 80, Err: ErrCellCount},
			"line 2, column 1: wrong number of cells: found 80, want 81"},
		{"too many", knownPuzzle + "\n5",
			ParseError{Offset: 82, Line: 2, Column: 1, Cells: 82, Err: ErrCellCount},
			"line 2, column 1: wrong number of cells: more than 81"},
		{"two puzzles", knownPuzzle + knownPuzzle,
			ParseError{Offset: 81, Line: 1, Column: 82, Cells: 82, Err: ErrCellCount},
			"line 1, column 82: wrong number of cells: more than 81"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			checkParseError(t, tt.in, tt.want, tt.msg)
		})
	}
}

// checkParseError checks that Parse of in fails with the zero Grid and a
// *ParseError equal to want, wrapping want.Err, with the message msg.
func checkParseError(t *testing.T, in string, want ParseError, msg string) {
	t.Helper()
	g, err := Parse(in)
	if g != (Grid{}) {
		t.Errorf("Parse returned %v with its error, want the zero Grid", g)
	}
	var pe *ParseError
	if !errors.As(err, &pe) {
		t.Fatalf("Parse error %v (%T), want a *ParseError", err, err)
	}
	if diff := cmp.Diff(want, *pe, cmp.Comparer(func(a, b error) bool { return a == b })); diff != "" {
		t.Errorf("ParseError mismatch (-want +got):\n%s", diff)
	}
	if !errors.Is(err, want.Err) {
		t.Errorf("errors.Is(%v, %v) = false", err, want.Err)
	}
	if err.Error() != msg {
		t.Errorf("message %q, want %q", err.Error(), msg)
	}
}

func TestStringAndPretty(t *testing.T) {
	g := mustParse(t, knownPuzzle)
	if got := g.String(); got != knownPuzzle {
		t.Errorf("String() = %q, want %q", got, knownPuzzle)
	}
	if got := (Grid{}).String(); got != strings.Repeat(".", 81) {
		t.Errorf("empty String() = %q", got)
	}
	lines := strings.Split(strings.TrimSuffix(g.Pretty(), "\n"), "\n")
	if len(lines) != 11 {
		t.Fatalf("Pretty has %d lines, want 11:\n%s", len(lines), g.Pretty())
	}
	if got, want := lines[0], "4 6 . | . . . | 2 . ."; got != want {
		t.Errorf("Pretty first line %q, want %q", got, want)
	}
	if got, want := lines[3], "------+-------+------"; got != want {
		t.Errorf("Pretty separator %q, want %q", got, want)
	}
	var bad Grid
	bad[0] = 12
	if got := bad.String(); got[0] != '?' {
		t.Errorf("String of a cell above 9 = %q, want '?' first", got)
	}
	if _, err := Parse(bad.String()); err == nil {
		t.Errorf("Parse accepted %q", bad.String())
	}
}

func TestTextMarshaling(t *testing.T) {
	type config struct {
		Puzzle Grid `json:"puzzle"`
	}
	in := config{Puzzle: mustParse(t, knownPuzzle)}
	b, err := json.Marshal(in)
	if err != nil {
		t.Fatal(err)
	}
	if want := `{"puzzle":"` + knownPuzzle + `"}`; string(b) != want {
		t.Errorf("json.Marshal = %s, want %s", b, want)
	}
	var out config
	if err := json.Unmarshal(b, &out); err != nil {
		t.Fatal(err)
	}
	if out != in {
		t.Errorf("round trip: got %v, want %v", out, in)
	}
	err = json.Unmarshal([]byte(`{"puzzle":"123"}`), &out)
	if !errors.Is(err, ErrCellCount) {
		t.Errorf("short puzzle: error %v, want ErrCellCount", err)
	}
	if out != in {
		t.Errorf("a failed UnmarshalText changed the grid to %v", out.Puzzle)
	}
	var bad Grid
	bad[80] = 10
	if _, err := json.Marshal(bad); !errors.Is(err, ErrValue) {
		t.Errorf("Marshal of a cell above 9: error %v, want ErrValue", err)
	}
}

func TestSolveBoard(t *testing.T) {
	board := func(s string) [][]byte {
		var b [][]byte
		for _, row := range splitRows(s) {
			b = append(b, []byte(row))
		}
		return b
	}
	b := board(knownPuzzle)
	if err := SolveBoard(b); err != nil {
		t.Fatalf("SolveBoard: %v", err)
	}
	if got := string(append(b[0], b[1]...)); got != knownSolution[:18] {
		t.Errorf("first rows %q, want %q", got, knownSolution[:18])
	}
	noSolution := "12345678." + "........9" + strings.Repeat(".", 63)
	tests := []struct {
		name  string
		board [][]byte
		want  error
	}{
		{"eight rows", board(knownPuzzle)[:8], ErrBoardShape},
		{"short row", append(board(knownPuzzle)[:8], []byte("1234")), ErrBoardShape},
		{"zero byte", board(strings.Replace(knownPuzzle, ".", "0", 1)), ErrSyntax},
		{"clash", board("11" + knownPuzzle[2:]), ErrConflict},
		{"no solution", board(noSolution), ErrNoSolution},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			before := fmt.Sprint(tt.board)
			err := SolveBoard(tt.board)
			if !errors.Is(err, tt.want) {
				t.Fatalf("SolveBoard error %v, want %v", err, tt.want)
			}
			if after := fmt.Sprint(tt.board); after != before {
				t.Errorf("board changed on error")
			}
		})
	}
	var pe *ParseError
	if err := SolveBoard(board(strings.Replace(knownPuzzle, ".", "0", 1))); !errors.As(err, &pe) || pe.Line != 1 || pe.Column != 3 {
		t.Errorf("bad byte error %v, want a *ParseError at row 1, column 3", err)
	}
}

func TestMulberry32(t *testing.T) {
	// The reference values of issue 2, computed with the JavaScript
	// mulberry32 function.
	tests := []struct {
		seed uint32
		want []float64
	}{
		{7, []float64{0.011704753153026104, 0.06195825757458806, 0.97690763277933}},
		{0, []float64{0.26642920868471265, 0.0003297457005828619}},
	}
	for _, tt := range tests {
		m := NewMulberry32(tt.seed)
		var got []float64
		for range tt.want {
			got = append(got, m.Float64())
		}
		if diff := cmp.Diff(tt.want, got); diff != "" {
			t.Errorf("seed %d (-want +got):\n%s", tt.seed, diff)
		}
	}
}

// countingRand is a Rand that counts the values drawn from it.
type countingRand struct {
	Rand
	n int
}

func (c *countingRand) Uint32() uint32 { c.n++; return c.Rand.Uint32() }

func TestCarve(t *testing.T) {
	solution := mustParse(t, knownSolution)
	r := &countingRand{Rand: NewMulberry32(7)}
	got := Carve(solution, r)
	if got.String() != carved7 {
		t.Errorf("Carve(solution, seed 7) = %v, want %v", got, carved7)
	}
	if r.n != 80 {
		t.Errorf("Carve drew %d values, want 80", r.n)
	}
	if again := Carve(solution, NewMulberry32(7)); again != got {
		t.Errorf("Carve is not repeatable: %v then %v", got, again)
	}
	if other := Carve(solution, NewMulberry32(8)); other == got {
		t.Errorf("seeds 7 and 8 carve the same puzzle %v", got)
	}
	// A unique partial grid is carved further; a minimal one is kept.
	further := Carve(mustParse(t, knownPuzzle), NewMulberry32(1))
	checkCarved(t, solution, further)
	if again := Carve(got, NewMulberry32(3)); again != got {
		t.Errorf("Carve of the minimal %v removed more: %v", got, again)
	}
	clash := solution
	clash[0], clash[1] = 5, 5
	high := solution
	high[40] = 11
	for name, g := range map[string]Grid{
		"empty":         {},
		"two solutions": mustParse(t, twoSolutions),
		"clash":         clash,
		"value above 9": high,
	} {
		r := &countingRand{Rand: NewMulberry32(7)}
		if got := Carve(g, r); got != g || r.n != 0 {
			t.Errorf("Carve(%s) = %v after %d draws, want it unchanged after none", name, got, r.n)
		}
	}
}

// checkCarved fails the test unless puzzle keeps only clues of solution,
// has exactly one solution by the reference counter, and has two once any
// clue is removed. Minimality takes a search per clue, so it is checked
// with Count, which the properties check against the reference.
func checkCarved(t tb, solution, puzzle Grid) {
	t.Helper()
	for i, v := range puzzle {
		if v != 0 && v != solution[i] {
			t.Fatalf("carved %v is not a subset of %v", puzzle, solution)
		}
	}
	if n := refCount(puzzle, 2); n != 1 {
		t.Fatalf("carved %v has %d solutions, want 1", puzzle, n)
	}
	for i, v := range puzzle {
		if v == 0 {
			continue
		}
		p := puzzle
		p[i] = 0
		if Count(p, 2) != 2 {
			t.Fatalf("carved %v is not minimal: r%dc%d can go", puzzle, i/9+1, i%9+1)
		}
	}
}

func TestGenerate(t *testing.T) {
	p1, s1 := Generate(NewMulberry32(42))
	p2, s2 := Generate(NewMulberry32(42))
	if p1 != p2 || s1 != s2 {
		t.Errorf("Generate is not repeatable")
	}
	checkSolution(t, p1, s1)
	checkCarved(t, s1, p1)
}

// drawPuzzle draws a grid for the properties: a random complete grid with
// a random number of cells blanked and, sometimes, a few cells set to
// random digits, which may break the rules or leave no solution.
func drawPuzzle(t *rapid.T, maxBlanks int) Grid {
	g := randomGrid(NewMulberry32(rapid.Uint32().Draw(t, "seed")))
	blanks := rapid.IntRange(0, maxBlanks).Draw(t, "blanks")
	for _, c := range rapid.SliceOfNDistinct(rapid.IntRange(0, 80), blanks, blanks, rapid.ID).Draw(t, "cells") {
		g[c] = 0
	}
	edits := rapid.IntRange(0, 3).Draw(t, "edits")
	for range edits {
		g[rapid.IntRange(0, 80).Draw(t, "cell")] = uint8(rapid.IntRange(0, 9).Draw(t, "digit"))
	}
	return g
}

func TestPropertySolutionsAreValid(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		g := drawPuzzle(t, 81)
		limit := rapid.IntRange(1, 4).Draw(t, "limit")
		sols := Solve(g, limit)
		for _, s := range sols {
			checkSolution(t, g, s)
		}
		if n := Count(g, limit); n != len(sols) {
			t.Fatalf("Count = %d, len(Solve) = %d", n, len(sols))
		}
		if got, want := IsUnique(g), Count(g, 2) == 1; got != want {
			t.Fatalf("IsUnique = %v, Count(g, 2) == 1 is %v", got, want)
		}
	})
}

func TestPropertyCountMatchesReference(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		g := drawPuzzle(t, 55)
		limit := rapid.IntRange(1, 5).Draw(t, "limit")
		if got, want := Count(g, limit), refCount(g, limit); got != want {
			t.Fatalf("Count(%v, %d) = %d, reference says %d", g, limit, got, want)
		}
	})
}

func TestPropertyCarve(t *testing.T) {
	checks := 20 // each case costs about a hundred reference searches
	if testing.Short() {
		checks = 4
	}
	for i := range checks {
		seed := uint32(i) * 2654435761
		solution := randomGrid(NewMulberry32(seed))
		puzzle := Carve(solution, NewMulberry32(seed+1))
		checkCarved(t, solution, puzzle)
	}
	rapid.Check(t, func(t *rapid.T) {
		// Cheaper, and over many more seeds: subset and uniqueness.
		solution := randomGrid(NewMulberry32(rapid.Uint32().Draw(t, "grid")))
		puzzle := Carve(solution, NewMulberry32(rapid.Uint32().Draw(t, "carve")))
		for i, v := range puzzle {
			if v != 0 && v != solution[i] {
				t.Fatalf("carved %v is not a subset of %v", puzzle, solution)
			}
		}
		if !IsUnique(puzzle) {
			t.Fatalf("carved %v is not unique", puzzle)
		}
	})
}

func TestPropertyAnyBytes(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		var g Grid
		small := rapid.Bool().Draw(t, "small")
		for i := range g {
			if small {
				g[i] = uint8(rapid.IntRange(0, 10).Draw(t, "v"))
			} else {
				g[i] = rapid.Byte().Draw(t, "v")
			}
		}
		valid := g.Validate() == nil
		if valid != legal(g) {
			t.Fatalf("Validate says valid=%v, the rules say %v", valid, legal(g))
		}
		sols := Solve(g, 2)
		if !valid && (len(sols) != 0 || Count(g, 2) != 0) {
			t.Fatalf("invalid grid %v has solutions", g)
		}
		for _, s := range sols {
			checkSolution(t, g, s)
		}
		if p := Carve(g, NewMulberry32(1)); !valid && p != g {
			t.Fatalf("Carve changed the invalid grid %v", g)
		}
	})
}

func TestPropertyRoundTrip(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		var g Grid
		for i := range g {
			g[i] = uint8(rapid.IntRange(0, 9).Draw(t, "v"))
		}
		for _, s := range []string{g.String(), g.Pretty()} {
			back, err := Parse(s)
			if err != nil {
				t.Fatalf("Parse(%q): %v", s, err)
			}
			if back != g {
				t.Fatalf("Parse(%q) = %v, want %v", s, back, g)
			}
		}
		text, err := g.MarshalText()
		if err != nil || string(text) != g.String() {
			t.Fatalf("MarshalText = %q, %v", text, err)
		}
	})
}

func FuzzParse(f *testing.F) {
	f.Add(knownPuzzle)
	f.Add(mustParse(f, knownPuzzle).Pretty())
	f.Add("╔═╗\n" + strings.ReplaceAll(knownPuzzle, ".", "0") + "\n╚═╝")
	f.Add("12\xff")
	f.Add("")
	f.Fuzz(func(t *testing.T, s string) {
		g, err := Parse(s)
		if err != nil {
			var pe *ParseError
			if !errors.As(err, &pe) || !(errors.Is(err, ErrSyntax) || errors.Is(err, ErrCellCount)) {
				t.Fatalf("Parse error %v (%T) is not a *ParseError with a sentinel", err, err)
			}
			if pe.Offset < 0 || pe.Offset > len(s) || pe.Line < 1 || pe.Column < 1 {
				t.Fatalf("error position out of range: %+v", pe)
			}
			return
		}
		back, err := Parse(g.String())
		if err != nil || back != g {
			t.Fatalf("round trip of %q: %v, %v", s, back, err)
		}
	})
}

func FuzzSolve(f *testing.F) {
	f.Add([]byte(knownPuzzle))
	f.Add([]byte(twoSolutions))
	f.Add(make([]byte, 81))
	f.Fuzz(func(t *testing.T, b []byte) {
		var raw, digits Grid
		for i := range min(len(b), 81) {
			raw[i] = b[i]
			if '0' <= b[i] && b[i] <= '9' {
				digits[i] = b[i] - '0'
			}
		}
		// A node budget keeps the fuzzer from taking a rare grid that needs
		// a wide search (sparse, with no solution) for a hang; whatever the
		// search found before the budget ran out must still be right.
		s := Solver{MaxNodes: 200_000}
		ctx := context.Background()
		for _, g := range []Grid{raw, digits} {
			sols, _, err := s.Solve(ctx, g, 3)
			for _, sol := range sols {
				checkSolution(t, g, sol)
			}
			if err != nil && !errors.Is(err, ErrBudget) {
				t.Fatalf("Solve(%v): %v", g, err)
			}
			n, _, err2 := s.Count(ctx, g, 3)
			if err == nil && err2 == nil && n != len(sols) {
				t.Fatalf("Count = %d, len(Solve) = %d for %v", n, len(sols), g)
			}
		}
	})
}

func TestTables(t *testing.T) {
	for c := range 81 {
		var want []uint8
		for o := range 81 {
			if sees(c, o) {
				want = append(want, uint8(o))
			}
		}
		if diff := cmp.Diff(want, peers[c][:]); diff != "" {
			t.Errorf("peers of r%dc%d (-want +got):\n%s", c/9+1, c%9+1, diff)
		}
	}
	inHouses := [81]int{}
	for h, cells := range houses {
		for i, a := range cells {
			inHouses[a]++
			for _, b := range cells[i+1:] {
				if !sees(int(a), int(b)) {
					t.Errorf("house %d holds r%dc%d and r%dc%d, which do not see each other",
						h, a/9+1, a%9+1, b/9+1, b%9+1)
				}
			}
		}
	}
	for c, n := range inHouses {
		if n != 3 {
			t.Errorf("r%dc%d is in %d houses, want 3", c/9+1, c%9+1, n)
		}
	}
}

// TestConcurrentUse runs the package's functions from several goroutines
// at once, so that the race detector sees any shared state, and checks
// that each gets the answer of a lone call.
func TestConcurrentUse(t *testing.T) {
	p := mustParse(t, knownPuzzle)
	solution := mustParse(t, knownSolution)
	wantGrade, err := Rate(p)
	if err != nil {
		t.Fatal(err)
	}
	wantPuzzle, _ := Generate(NewMulberry32(5))
	errs := make(chan error, 4)
	for range cap(errs) {
		go func() {
			var err error
			switch {
			case Count(p, 2) != 1 || Solve(p, 2)[0] != solution:
				err = fmt.Errorf("Solve or Count disagree")
			case Carve(solution, NewMulberry32(7)).String() != carved7:
				err = fmt.Errorf("Carve disagrees")
			}
			if g, _ := Generate(NewMulberry32(5)); g != wantPuzzle {
				err = fmt.Errorf("Generate disagrees")
			}
			if g, _ := Rate(p); g != wantGrade {
				err = fmt.Errorf("Rate disagrees")
			}
			errs <- err
		}()
	}
	for range cap(errs) {
		if err := <-errs; err != nil {
			t.Error(err)
		}
	}
}
