package draw_test

import (
	"bytes"
	"context"
	"errors"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/sudokugo/sudoku"
	"github.com/sudokugo/sudoku/draw"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata")

// The puzzle of the package examples, and a hard one (the first of the
// "top 1465" sample in the root package's testdata) whose path has
// chains and forcing chains.
const (
	easyPuzzle = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"
	hardPuzzle = "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........"
)

// golden compares got with the file name in testdata, byte for byte, or
// rewrites the file with -update.
func golden(t *testing.T, name string, got []byte) {
	t.Helper()
	path := filepath.Join("testdata", name)
	if *update {
		if err := os.WriteFile(path, got, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run go test -update to write it)", err)
	}
	if !bytes.Equal(got, want) {
		gl, wl := strings.Split(string(got), "\n"), strings.Split(string(want), "\n")
		for i := range min(len(gl), len(wl)) {
			if gl[i] != wl[i] {
				t.Fatalf("%s differs at line %d:\n got %s\nwant %s\n(run go test -update if the change is right)",
					path, i+1, gl[i], wl[i])
			}
		}
		t.Fatalf("%s: got %d lines, want %d (run go test -update if the change is right)",
			path, len(gl), len(wl))
	}
}

// mustParse parses a puzzle line.
func mustParse(t testing.TB, s string) sudoku.Grid {
	t.Helper()
	g, err := sudoku.Parse(s)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// variant returns a puzzle drawn by the root package's generator with
// layout and rules from seed: a fixed puzzle, since a seeded result is a
// documented promise of the generator.
func variant(t testing.TB, layout sudoku.Layout, rules *sudoku.Rules, seed uint32) sudoku.Generated {
	t.Helper()
	g := sudoku.Generator{Layout: layout, Rules: rules}
	res, err := g.Generate(context.Background(), sudoku.NewMulberry32(seed))
	if err != nil {
		t.Fatal(err)
	}
	return res
}

// stepAt returns the position before step k of the path of puzzle, and
// the step, or the first step of technique tech when k is -1.
func stepAt(t testing.TB, puzzle sudoku.Grid, k int, tech sudoku.Technique) (sudoku.Candidates, sudoku.Step) {
	t.Helper()
	steps, err := sudoku.Path(puzzle)
	if err != nil {
		t.Fatal(err)
	}
	c, err := sudoku.NewCandidates(puzzle)
	if err != nil {
		t.Fatal(err)
	}
	for i, s := range steps {
		if i == k || k < 0 && s.Technique == tech {
			return c, s
		}
		c.Apply(s)
	}
	t.Fatalf("no step %d of %v", k, tech)
	return c, sudoku.Step{}
}

// samplePuzzles returns the puzzles of a sample file of the root
// package's testdata, every k-th from the first.
func samplePuzzles(t testing.TB, name string, k int) []sudoku.Grid {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("..", "testdata", "puzzles", name))
	if err != nil {
		t.Fatal(err)
	}
	var out []sudoku.Grid
	for i, line := range strings.Split(strings.TrimSpace(string(data)), "\n") {
		if i%k == 0 {
			out = append(out, mustParse(t, line))
		}
	}
	return out
}

// techPuzzles are, for some techniques, the first puzzle of the "top
// 1465" sample (testdata/puzzles/magictour_top1465.txt, lines 4, 1 and
// 8) whose path has a step of the technique, as puzzleWith finds them.
var techPuzzles = map[sudoku.Technique]string{
	sudoku.XYWing:       "7.8...3.....6.1...4.........6.....253...8.......1...9..9.5....2....7.4...........",
	sudoku.AIC:          hardPuzzle,
	sudoku.ForcingChain: ".......71.2.8........5.3...7.9.6.......2..8..1.........3...25..6...1..4..........",
}

// puzzleWith returns the first puzzle of the "top 1465" sample whose
// path has a step of technique tech: that of techPuzzles when it has one
// (the search takes long under the race detector), else found.
func puzzleWith(t testing.TB, tech sudoku.Technique) sudoku.Grid {
	t.Helper()
	if line, ok := techPuzzles[tech]; ok {
		return mustParse(t, line)
	}
	for _, p := range samplePuzzles(t, "magictour_top1465.txt", 1) {
		steps, _ := sudoku.Path(p)
		for _, s := range steps {
			if s.Technique == tech {
				return p
			}
		}
	}
	t.Fatalf("no sample puzzle needs %v", tech)
	return sudoku.Grid{}
}

// TestGolden draws grids, positions, steps and rules and compares each
// drawing with its golden file, after checking it is well-formed SVG.
func TestGolden(t *testing.T) {
	easy := mustParse(t, easyPuzzle)
	hard := mustParse(t, hardPuzzle)
	sol := sudoku.Solve(easy, 1)[0]
	start, _ := sudoku.NewCandidates(hard)
	killer := variant(t, sudoku.KillerLayout, nil, 1)
	jigsaw := variant(t, sudoku.JigsawLayout|sudoku.ThermoLayout, nil, 2)
	arrows := variant(t, sudoku.ArrowLayout|sudoku.KropkiLayout, nil, 3)
	xv := variant(t, sudoku.XVLayout, &sudoku.Rules{MainDiagonal: true, AntiDiagonal: true}, 4)
	windoku := &sudoku.Rules{Windoku: true, AntiKnight: true, NonConsecutive: true,
		Houses: [][]int{{0, 1, 9, 10}, {70, 71, 78, 79, 80}}}
	// Dots of other values, a white dot and a V on one pair, a sum mark,
	// odd and even cells, a minimum and a maximum, quadruples.
	marks := &sudoku.Rules{
		Dots: []sudoku.Dot{
			{A: 0, B: 1, Kind: sudoku.WhiteDot}, {A: 1, B: 0, Kind: sudoku.VMark},
			{A: 2, B: 11, Kind: sudoku.BlackDot}, {A: 9, B: 18, Kind: sudoku.XMark},
			{A: 3, B: 4, Kind: sudoku.BlackDot, Value: 3}, {A: 5, B: 14, Kind: sudoku.WhiteDot, Value: 4},
			{A: 27, B: 28, Kind: sudoku.SumMark, Value: 11}, {A: 28, B: 37, Kind: sudoku.SumMark, Value: 7},
		},
		AllWhite: true, AllXV: true,
		Odd: []int{40, 42}, Even: []int{41, 60},
		Minimums: []int{30}, Maximums: []int{50},
		Quadruples: []sudoku.Quadruple{{Cell: 23, Digits: []int{1, 1, 2}}, {Cell: 61, Digits: []int{9}},
			{Cell: 64, Digits: []int{1, 2, 3, 4}}},
	}

	type drawing func(t *testing.T, b *bytes.Buffer) error
	grid := func(p, e sudoku.Grid, opt *draw.Options) drawing {
		return func(t *testing.T, b *bytes.Buffer) error { return draw.Grid(b, p, e, opt) }
	}
	step := func(p sudoku.Grid, k int, tech sudoku.Technique) drawing {
		return func(t *testing.T, b *bytes.Buffer) error {
			if k < 0 {
				p = puzzleWith(t, tech)
			}
			c, s := stepAt(t, p, k, tech)
			return draw.Step(b, p, c, s, &draw.Options{Caption: s.Explain()})
		}
	}
	tests := []struct {
		name string
		draw drawing
	}{
		{"puzzle.svg", grid(easy, sudoku.Grid{}, nil)},
		{"solution.svg", grid(easy, sol, &draw.Options{Width: "9cm", Title: "Solution & <check>"})},
		{"position.svg", func(t *testing.T, b *bytes.Buffer) error { return draw.Position(b, hard, start, nil) }},
		{"step-hidden-single.svg", step(easy, 0, 0)},
		{"step-pointing.svg", step(easy, -1, sudoku.Pointing)},
		{"step-xy-wing.svg", step(hard, -1, sudoku.XYWing)},
		{"step-aic.svg", step(hard, -1, sudoku.AIC)},
		{"step-forcing-chain.svg", step(hard, -1, sudoku.ForcingChain)},
		{"killer.svg", grid(killer.Puzzle, sudoku.Grid{}, &draw.Options{Rules: killer.Rules})},
		{"killer-marks.svg", func(t *testing.T, b *bytes.Buffer) error {
			// Classic pencil marks: the totals keep their corner.
			c, err := sudoku.NewCandidates(killer.Puzzle)
			if err != nil {
				t.Fatal(err)
			}
			return draw.Position(b, killer.Puzzle, c, &draw.Options{Rules: killer.Rules})
		}},
		{"jigsaw-thermo.svg", grid(jigsaw.Puzzle, jigsaw.Solution, &draw.Options{Rules: jigsaw.Rules})},
		{"arrow-kropki.svg", grid(arrows.Puzzle, sudoku.Grid{}, &draw.Options{Rules: arrows.Rules})},
		{"xv-diagonals.svg", grid(xv.Puzzle, sudoku.Grid{}, &draw.Options{Rules: xv.Rules})},
		{"windoku-houses.svg", grid(easy, sudoku.Grid{}, &draw.Options{Rules: windoku})},
		{"marks.svg", grid(sudoku.Grid{80: 7}, sudoku.Grid{}, &draw.Options{Rules: marks})},
		{"outside-cages.svg", grid(outsidePuzzle(t), sudoku.Grid{}, &draw.Options{Rules: outsideRules()})},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var b bytes.Buffer
			if err := tt.draw(t, &b); err != nil {
				t.Fatal(err)
			}
			checkSVG(t, b.Bytes())
			golden(t, tt.name, b.Bytes())
		})
	}
}

// testSheet returns a sheet of five puzzles, classic and variant, with
// their solutions.
func testSheet(t testing.TB) *draw.Sheet {
	sh := &draw.Sheet{Title: "Five puzzles", PerPage: 4}
	for i, l := range []sudoku.Layout{0, sudoku.KillerLayout, sudoku.JigsawLayout,
		sudoku.ThermoLayout | sudoku.XVLayout, sudoku.ArrowLayout} {
		res := variant(t, l, nil, uint32(10+i))
		p := sudoku.Puzzle{Grid: res.Puzzle}
		if res.Rules != nil {
			p.Rules = *res.Rules
		}
		sh.Puzzles = append(sh.Puzzles, p)
		sh.Solutions = append(sh.Solutions, res.Solution)
	}
	return sh
}

// TestSheetGolden writes a sheet's first page as SVG and the whole sheet
// as HTML, and compares them with their golden files. The HTML must be
// well-formed XML whose pages are each an <svg> of the paper's size,
// under CSS that breaks pages between them.
func TestSheetGolden(t *testing.T) {
	sh := testSheet(t)
	if got := sh.Pages(); got != 4 {
		t.Fatalf("Pages() = %d, want 4 (two of puzzles, two of answers)", got)
	}
	var b bytes.Buffer
	if err := sh.WritePage(&b, 0); err != nil {
		t.Fatal(err)
	}
	root := checkSVG(t, b.Bytes())
	if root.attr["width"] != "210mm" || root.attr["height"] != "297mm" {
		t.Errorf("page is %s by %s, want A4", root.attr["width"], root.attr["height"])
	}
	// Four puzzles on the first page, each a nested <svg> with its own
	// title and description.
	if n := len(root.find("svg")) - 1; n != 4 {
		t.Errorf("page 0 holds %d grids, want 4", n)
	}
	for _, s := range root.find("svg")[1:] {
		checkSVGNode(t, s, b.Bytes())
	}
	golden(t, "sheet-page0.svg", b.Bytes())

	sh.Paper = draw.Letter
	b.Reset()
	if err := sh.WriteHTML(&b); err != nil {
		t.Fatal(err)
	}
	html, err := parseXML(bytes.TrimPrefix(b.Bytes(), []byte("<!DOCTYPE html>")))
	if err != nil {
		t.Fatalf("HTML is not well-formed: %v", err)
	}
	style := html.find("style")
	if len(style) != 1 || !strings.Contains(style[0].text, "break-after: page") ||
		!strings.Contains(style[0].text, "size: 215.9mm 279.4mm") {
		t.Errorf("no page breaks or paper size in the CSS: %v", style)
	}
	pages := html.withClass("page")
	if len(pages) != 4 {
		t.Fatalf("HTML has %d pages, want 4", len(pages))
	}
	for i, p := range pages {
		if len(p.children) != 1 {
			t.Fatalf("page %d has %d children", i, len(p.children))
		}
		checkSVGNode(t, p.children[0], nil)
		grids := len(p.children[0].find("svg")) - 1
		if want := []int{4, 1, 4, 1}[i]; grids != want {
			t.Errorf("page %d holds %d grids, want %d", i, grids, want)
		}
	}
	// The answer pages hold every solution's digits.
	texts := ""
	for _, p := range pages[2:] {
		for _, g := range p.withClass("entries") {
			for _, tx := range g.children {
				texts += tx.text
			}
		}
	}
	filled := 0
	for _, p := range sh.Puzzles {
		for _, v := range p.Grid {
			if v != 0 {
				filled++
			}
		}
	}
	if len(texts) != 5*81-filled {
		t.Errorf("answer pages hold %d entries, want %d", len(texts), 5*81-filled)
	}
	golden(t, "sheet.html", b.Bytes())
}

// TestErrors checks that bad input is an *Error with the right path and
// value, wrapping ErrRange, and that nothing is written.
func TestErrors(t *testing.T) {
	var bad sudoku.Grid
	bad[17] = 10
	easy := mustParse(t, easyPuzzle)
	c, s := stepAt(t, easy, 0, 0)
	regions := [81]uint8{40: 9}
	tests := []struct {
		name  string
		draw  func(b *bytes.Buffer) error
		path  string
		value int
	}{
		{"puzzle", func(b *bytes.Buffer) error { return draw.Grid(b, bad, sudoku.Grid{}, nil) },
			"puzzle[17]", 10},
		{"entries", func(b *bytes.Buffer) error { return draw.Grid(b, easy, bad, nil) },
			"entries[17]", 10},
		{"cage", func(b *bytes.Buffer) error {
			return draw.Grid(b, easy, sudoku.Grid{}, &draw.Options{Rules: &sudoku.Rules{
				Cages: []sudoku.Cage{{Cells: []int{0, 1}}, {Cells: []int{2, 81}}}}})
		}, "rules.cages[1].cells[1]", 81},
		{"regions", func(b *bytes.Buffer) error {
			return draw.Grid(b, easy, sudoku.Grid{}, &draw.Options{Rules: &sudoku.Rules{Regions: &regions}})
		}, "rules.regions[40]", 9},
		{"dot", func(b *bytes.Buffer) error {
			return draw.Grid(b, easy, sudoku.Grid{}, &draw.Options{Rules: &sudoku.Rules{
				Dots: []sudoku.Dot{{A: -1, B: 0, Kind: sudoku.WhiteDot}}}})
		}, "rules.dots[0].a", -1},
		{"dot kind", func(b *bytes.Buffer) error {
			return draw.Grid(b, easy, sudoku.Grid{}, &draw.Options{Rules: &sudoku.Rules{
				Dots: []sudoku.Dot{{A: 0, B: 1, Kind: 7}}}})
		}, "rules.dots[0].kind", 7},
		{"arrow", func(b *bytes.Buffer) error {
			return draw.Grid(b, easy, sudoku.Grid{}, &draw.Options{Rules: &sudoku.Rules{
				Arrows: []sudoku.Arrow{{Circle: []int{0}, Cells: []int{1, 100}}}}})
		}, "rules.arrows[0].cells[1]", 100},
		{"placement", func(b *bytes.Buffer) error {
			s := s
			s.Placements = []sudoku.Candidate{{Cell: 3, Digit: 0}}
			return draw.Step(b, easy, c, s, nil)
		}, "step.placements[0].digit", 0},
		{"pattern house", func(b *bytes.Buffer) error {
			s := s
			s.Pattern = []sudoku.PatternItem{{Role: sudoku.RoleBase, House: 27, Cell: -1}}
			return draw.Step(b, easy, c, s, nil)
		}, "step.pattern[0].house", 27},
		{"pattern nothing", func(b *bytes.Buffer) error {
			s := s
			s.Pattern = []sudoku.PatternItem{{Role: sudoku.RoleBase, House: -1, Cell: -1}}
			return draw.Step(b, easy, c, s, nil)
		}, "step.pattern[0].cell", -1},
		{"sheet solutions", func(b *bytes.Buffer) error {
			sh := draw.Sheet{Puzzles: []sudoku.Puzzle{{Grid: easy}}, Solutions: make([]sudoku.Grid, 2)}
			return sh.WriteHTML(b)
		}, "solutions", 2},
		{"sheet grid", func(b *bytes.Buffer) error {
			sh := draw.Sheet{Puzzles: []sudoku.Puzzle{{Grid: easy}, {Grid: bad}}}
			return sh.WriteHTML(b)
		}, "puzzles[1].grid[17]", 10},
		{"sheet solution", func(b *bytes.Buffer) error {
			sh := draw.Sheet{Puzzles: []sudoku.Puzzle{{Grid: easy}}, Solutions: []sudoku.Grid{bad}}
			return sh.WritePage(b, 0)
		}, "solutions[0][17]", 10},
		{"sheet page", func(b *bytes.Buffer) error {
			sh := draw.Sheet{Puzzles: []sudoku.Puzzle{{Grid: easy}}}
			return sh.WritePage(b, 1)
		}, "page", 1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var b bytes.Buffer
			err := tt.draw(&b)
			var e *draw.Error
			if !errors.As(err, &e) || !errors.Is(err, draw.ErrRange) {
				t.Fatalf("error %v, want a *draw.Error wrapping ErrRange", err)
			}
			if e.Path != tt.path || e.Value != tt.value {
				t.Errorf("error at %s value %d, want %s value %d", e.Path, e.Value, tt.path, tt.value)
			}
			if b.Len() != 0 {
				t.Errorf("wrote %d bytes before the error", b.Len())
			}
		})
	}
}

// errWriter fails every write.
type errWriter struct{}

func (errWriter) Write([]byte) (int, error) { return 0, errors.New("disk full") }

// TestWriteError checks that the writer's error comes back.
func TestWriteError(t *testing.T) {
	err := draw.Grid(errWriter{}, sudoku.Grid{}, sudoku.Grid{}, nil)
	if err == nil || err.Error() != "disk full" {
		t.Fatalf("error %v, want the writer's", err)
	}
}

// TestConcurrent draws the same step and sheet from several goroutines
// at once (run it with -race) and checks every drawing is the one made
// alone: the same bytes.
func TestConcurrent(t *testing.T) {
	p := puzzleWith(t, sudoku.XYWing)
	c, s := stepAt(t, p, -1, sudoku.XYWing)
	sh := testSheet(t)
	rules := &sudoku.Rules{Windoku: true, Cages: []sudoku.Cage{{Cells: []int{0, 1}, Sum: 3}}}
	drawAll := func() []byte {
		var b bytes.Buffer
		if err := draw.Step(&b, p, c, s, &draw.Options{Rules: rules}); err != nil {
			t.Error(err)
		}
		if err := sh.WriteHTML(&b); err != nil {
			t.Error(err)
		}
		return b.Bytes()
	}
	want := drawAll()
	const n = 4
	got := make([][]byte, n)
	var wg sync.WaitGroup
	for i := range n {
		wg.Add(1)
		go func() {
			defer wg.Done()
			got[i] = drawAll()
		}()
	}
	wg.Wait()
	for i, g := range got {
		if !bytes.Equal(g, want) {
			t.Errorf("goroutine %d drew something else", i)
		}
	}
}

// TestWidth checks the size attributes of the <svg> element for each
// form of Options.Width: a length with a unit, or a bare number, gets a
// height in the same unit scaled by the drawing's aspect ratio (552 by
// 552 units without caption, 552 by 580 with one line of it); a
// percentage, or a value that is no length, gets none.
func TestWidth(t *testing.T) {
	tests := []struct {
		width, caption string
		want           string // the attributes after role="img"
	}{
		{"", "", `width="552" height="552"`},
		{"9cm", "", `width="9cm" height="9cm"`},
		{"9cm", "one line", `width="9cm" height="9.46cm"`},
		{"300", "one line", `width="300" height="315.22"`},
		{"2.5in", "", `width="2.5in" height="2.5in"`},
		{".5em", "one line", `width=".5em" height="0.53em"`},
		{"100%", "", `width="100%"`},
		{"auto", "", `width="auto"`},
		{"9.cm", "", `width="9.cm"`},
		{"-9cm", "", `width="-9cm"`},
	}
	for _, tt := range tests {
		t.Run(tt.width+" "+tt.caption, func(t *testing.T) {
			var b bytes.Buffer
			opt := &draw.Options{Width: tt.width, Caption: tt.caption}
			if err := draw.Grid(&b, sudoku.Grid{}, sudoku.Grid{}, opt); err != nil {
				t.Fatal(err)
			}
			first, _, _ := strings.Cut(b.String(), "\n")
			_, got, _ := strings.Cut(first, `role="img" `)
			if got != tt.want+">" {
				t.Errorf("<svg> ends %q, want %q", got, tt.want+">")
			}
		})
	}
}
