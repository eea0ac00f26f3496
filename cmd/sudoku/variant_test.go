package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/sudokugo/sudoku"
)

// checkUnder fails t unless sol, a line of 81 digits, solves the puzzle p
// under its rules. It is written apart from the library's engine: each
// rule is checked the way its definition says, from rows and columns.
func checkUnder(t *testing.T, p sudoku.Puzzle, sol string) {
	t.Helper()
	if len(sol) != 81 {
		t.Fatalf("solution %q: want 81 digits", sol)
	}
	var g [81]int
	for i := range 81 {
		d := int(sol[i] - '0')
		if d < 1 || d > 9 {
			t.Fatalf("solution %s: r%dc%d is not a digit", sol, i/9+1, i%9+1)
		}
		if p.Grid[i] != 0 && int(p.Grid[i]) != d {
			t.Fatalf("solution %s changes the given at r%dc%d", sol, i/9+1, i%9+1)
		}
		g[i] = d
	}
	rs := p.Rules
	distinct := func(what string, cells []int) {
		t.Helper()
		seen := map[int]bool{}
		for _, c := range cells {
			if seen[g[c]] {
				t.Fatalf("solution %s: %s %v repeats %d", sol, what, cells, g[c])
			}
			seen[g[c]] = true
		}
	}
	for _, h := range houses(&rs) {
		distinct("house", h)
	}
	for _, h := range rs.Houses {
		distinct("extra house", h)
	}
	rc := func(c int) (int, int) { return c / 9, c % 9 }
	for a := range 81 {
		for b := a + 1; b < 81; b++ {
			ra, ca := rc(a)
			rb, cb := rc(b)
			dr, dc := abs(ra-rb), abs(ca-cb)
			knight := dr*dc == 2
			king := dr == 1 && dc == 1
			if g[a] == g[b] && (rs.AntiKnight && knight || rs.AntiKing && king) {
				t.Fatalf("solution %s: r%dc%d and r%dc%d a chess move apart hold %d",
					sol, ra+1, ca+1, rb+1, cb+1, g[a])
			}
			if dr+dc == 1 {
				checkPair(t, &rs, sol, a, b, g[a], g[b])
			}
		}
	}
	for _, cg := range rs.Cages {
		distinct("cage", cg.Cells)
		sum := 0
		for _, c := range cg.Cells {
			sum += g[c]
		}
		if cg.Sum != 0 && sum != cg.Sum {
			t.Fatalf("solution %s: cage %v adds up to %d, not %d", sol, cg.Cells, sum, cg.Sum)
		}
	}
	for _, th := range rs.Thermos {
		for i := 1; i < len(th.Cells); i++ {
			if g[th.Cells[i]] <= g[th.Cells[i-1]] {
				t.Fatalf("solution %s: thermo %v does not increase", sol, th.Cells)
			}
		}
	}
	for _, ar := range rs.Arrows {
		circle, line := 0, 0
		for _, c := range ar.Circle {
			circle = circle*10 + g[c]
		}
		for _, c := range ar.Cells {
			line += g[c]
		}
		if circle != line {
			t.Fatalf("solution %s: arrow %v adds up to %d, circle %d", sol, ar, line, circle)
		}
	}
}

// checkPair checks the rules between the orthogonal neighbours a and b,
// holding x and y: non-consecutive, the dots, and the negative rules.
func checkPair(t *testing.T, rs *sudoku.Rules, sol string, a, b, x, y int) {
	t.Helper()
	holds := map[sudoku.DotKind]bool{
		sudoku.WhiteDot: abs(x-y) == 1,
		sudoku.BlackDot: x == 2*y || y == 2*x,
		sudoku.XMark:    x+y == 10,
		sudoku.VMark:    x+y == 5,
	}
	marked := map[sudoku.DotKind]bool{}
	for _, d := range rs.Dots {
		if d.A == a && d.B == b || d.A == b && d.B == a {
			marked[d.Kind] = true
			if !holds[d.Kind] {
				t.Fatalf("solution %s: %v dot between cells %d and %d, holding %d and %d",
					sol, d.Kind, a, b, x, y)
			}
		}
	}
	if rs.NonConsecutive && holds[sudoku.WhiteDot] {
		t.Fatalf("solution %s: cells %d and %d hold %d and %d, consecutive", sol, a, b, x, y)
	}
	// A negative rule: a pair that would satisfy its marks has one, unless
	// a mark of the same family (kropki, or X and V) is between them.
	kropki := marked[sudoku.WhiteDot] || marked[sudoku.BlackDot]
	xv := marked[sudoku.XMark] || marked[sudoku.VMark]
	negative := func(on, exempt bool, kinds ...sudoku.DotKind) {
		t.Helper()
		if !on || exempt {
			return
		}
		for _, k := range kinds {
			if holds[k] {
				t.Fatalf("solution %s: cells %d and %d hold %d and %d, with no %v mark",
					sol, a, b, x, y, k)
			}
		}
	}
	negative(rs.AllWhite, kropki, sudoku.WhiteDot)
	negative(rs.AllBlack, kropki, sudoku.BlackDot)
	negative(rs.AllXV, xv, sudoku.XMark, sudoku.VMark)
}

// houses returns the houses of the rules whose nine cells hold every
// digit: rows, columns, boxes or regions, diagonals, windows and disjoint
// groups.
func houses(rs *sudoku.Rules) [][]int {
	var hs [][]int
	for i := range 9 {
		var row, col, box, reg, dis []int
		for j := range 9 {
			row = append(row, i*9+j)
			col = append(col, j*9+i)
			box = append(box, (i/3*3+j/3)*9+i%3*3+j%3)
			dis = append(dis, (j/3*3+i/3)*9+j%3*3+i%3)
		}
		for c := range 81 {
			if rs.Regions != nil && int(rs.Regions[c]) == i {
				reg = append(reg, c)
			}
		}
		hs = append(hs, row, col)
		if rs.Regions == nil {
			hs = append(hs, box)
		} else {
			hs = append(hs, reg)
		}
		if rs.DisjointGroups {
			hs = append(hs, dis)
		}
	}
	var main, anti []int
	for i := range 9 {
		main = append(main, i*10)
		anti = append(anti, i*9+8-i)
	}
	if rs.MainDiagonal {
		hs = append(hs, main)
	}
	if rs.AntiDiagonal {
		hs = append(hs, anti)
	}
	if rs.Windoku {
		for _, top := range []int{10, 14, 46, 50} {
			var w []int
			for j := range 9 {
				w = append(w, top+j/3*9+j%3)
			}
			hs = append(hs, w)
		}
	}
	return hs
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// TestVariantRoundTrip generates variant puzzles for each kind of rule,
// checks every puzzle's solution against its rules with checkUnder, and
// reads the output back into solve, count and candidates: solve finds
// the solution and calls it unique, count counts 1, and candidates gives
// each cell its digit of the solution alone. The -format grid output
// reads back as the line output does.
func TestVariantRoundTrip(t *testing.T) {
	for _, rules := range []string{
		"killer", "x,thermo", "jigsaw", "windoku,arrow", "kropki,xv",
		"antiking,kropki,negative", "disjoint,antiknight,xv,negative",
	} {
		t.Run(rules, func(t *testing.T) {
			gen := []string{"generate", "-n", "3", "-seed", "11", "-rules", rules, "-solution"}
			out := sameForWorkers(t, []string{"1", "3"}, gen...)
			var sols []string
			for line := range strings.Lines(out) {
				js, sol, ok := strings.Cut(strings.TrimSuffix(line, "\n"), "\t")
				if !ok {
					t.Fatalf("line %q: no tab", line)
				}
				var p sudoku.Puzzle
				if err := json.Unmarshal([]byte(js), &p); err != nil {
					t.Fatalf("line %q: %v", js, err)
				}
				checkUnder(t, p, sol)
				sols = append(sols, sol)
			}
			if len(sols) != 3 {
				t.Fatalf("%d puzzles, want 3", len(sols))
			}
			var unique, ones, cands strings.Builder
			for _, s := range sols {
				unique.WriteString(s + "\tunique\n")
				ones.WriteString("1\n")
				cands.WriteString(strings.Join(strings.Split(s, ""), " ") + "\n")
			}
			grid, _, _ := runSudoku(t, "", append(gen, "-format", "grid")...)
			for _, tt := range []struct {
				input string
				args  []string
				want  string
			}{
				{out, []string{"solve", "-unique"}, unique.String()},
				{grid, []string{"solve", "-unique"}, unique.String()},
				{out, []string{"count"}, ones.String()},
				{out, []string{"candidates"}, cands.String()},
			} {
				got, stderr, code := runInput(t, tt.input, tt.args...)
				if code != 0 || stderr != "" || got != tt.want {
					t.Errorf("%v: exit status %d, stderr %q, output\n%s\nwant\n%s",
						tt.args, code, stderr, got, tt.want)
				}
			}
		})
	}
}

// TestLineRulesKept checks that the rules of a line that only the newer
// fields hold are kept: an empty grid's first solution starts with 1,
// and with 2 when r1c1 is even.
func TestLineRulesKept(t *testing.T) {
	empty := strings.Repeat(".", 81)
	for _, tt := range []struct{ rules, first string }{
		{`{}`, "1"},
		{`{"even":["r1c1"]}`, "2"},
		{`{"minimums":["r1c2"]}`, "2"},
		{`{"quadruples":[{"cell":"r1c1","digits":[9]}]}`, "1"},
	} {
		out, stderr, code := runInput(t, `{"grid":"`+empty+`","rules":`+tt.rules+"}\n", "solve")
		if code != 0 || stderr != "" || !strings.HasPrefix(out, tt.first) {
			t.Errorf("%s: exit status %d, stderr %q, output %q; want a solution starting %s",
				tt.rules, code, stderr, out, tt.first)
		}
	}
}

// TestRulesFlag checks that -rules adds its rules to the rules of each
// puzzle read, and that the names that mean the same rules give the same
// results.
func TestRulesFlag(t *testing.T) {
	// The X-Sudoku puzzle as a plain line: several solutions without the
	// diagonals; one with them, whichever names give them.
	xline := strings.Split(strings.TrimSpace(readFile(t, "testdata/xsudoku.txt")), "\n")[2]
	want, _, _ := runInput(t, xline+"\n", "solve", "-unique", "-rules", "x")
	if !strings.HasSuffix(want, "\tunique\n") {
		t.Fatalf("-rules x: %q, want a unique solution", want)
	}
	xjson := `{"grid":"` + xline + `","rules":{"mainDiagonal":true}}`
	for _, tt := range []struct {
		input string
		rules string
	}{
		{xline, "main,anti"},
		{xline, "diagonal-,diagonal+"},
		{xline, " anti , main "},
		{xline, "x,x,classic"},
		{xjson, "anti"},
		{xjson, "x"},
		{`{"grid":"` + xline + `","rules":{"mainDiagonal":true,"antiDiagonal":true}}`, ""},
	} {
		got, stderr, code := runInput(t, tt.input+"\n", "solve", "-unique", "-rules", tt.rules)
		if code != 0 || stderr != "" || got != want {
			t.Errorf("%s -rules %q: exit status %d, stderr %q, output %q; want %q",
				tt.input, tt.rules, code, stderr, got, want)
		}
	}
	// One diagonal is not enough.
	got, _, _ := runInput(t, xline+"\n", "count", "-rules", "main")
	if got == "1\n" {
		t.Errorf("-rules main counts %q, want several", got)
	}
}

// readFile returns the contents of the file name.
func readFile(t *testing.T, name string) string {
	t.Helper()
	b, err := os.ReadFile(name)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// TestCandidatesUnion checks candidates on puzzles with several
// solutions against the union of all their solutions, enumerated by
// [sudoku.Rules.Solve]: a path apart from the witness searches of
// TrueCandidates.
func TestCandidatesUnion(t *testing.T) {
	xline := strings.Split(strings.TrimSpace(readFile(t, "testdata/xsudoku.txt")), "\n")[2]
	g, err := sudoku.Parse(xline)
	if err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct {
		flag  string
		rules *sudoku.Rules
	}{
		{"main", &sudoku.Rules{MainDiagonal: true}},
		{"anti", &sudoku.Rules{AntiDiagonal: true}},
	} {
		t.Run(tt.flag, func(t *testing.T) {
			const limit = 100000
			sols := tt.rules.Solve(g, limit)
			if len(sols) < 2 || len(sols) == limit {
				t.Fatalf("%d solutions, want several, fewer than %d", len(sols), limit)
			}
			var union [81]sudoku.Digits
			for _, s := range sols {
				for i, v := range s {
					union[i] |= 1 << (v - 1)
				}
			}
			want := string(appendMarksLine(nil, &union))
			got, stderr, code := runInput(t, xline+"\n", "candidates", "-rules", tt.flag)
			if code != 0 || stderr != "" || got != want {
				t.Errorf("exit status %d, stderr %q, output\n%s\nwant\n%s", code, stderr, got, want)
			}
		})
	}
}

// TestCandidatesAsMarks checks that both forms of candidates' output read
// back into hint as the pencil marks of a game.
func TestCandidatesAsMarks(t *testing.T) {
	entries := strings.Repeat(".", 81)
	for _, format := range []string{"line", "grid"} {
		marks, stderr, code := runInput(t, puzzle+"\n", "candidates", "-format", format)
		if code != 0 || stderr != "" {
			t.Fatalf("candidates -format %s: exit status %d, stderr %q", format, code, stderr)
		}
		game := puzzle + "\n" + entries + "\n" + marks
		got, stderr, code := runInput(t, game, "hint")
		if code != 0 || stderr != "" || !strings.Contains(got, "=") {
			t.Errorf("hint with the marks of -format %s: exit status %d, stderr %q, output %q",
				format, code, stderr, got)
		}
	}
}

// TestSampleSets solves puzzles of the library's sample sets of variant
// puzzles (testdata/variants at the root, 200 a family), checks each
// solution against the puzzle's rules with checkUnder, and that solve
// calls each unique. Under -short, and for non-consecutive (the slowest
// family to search), only the first puzzles of a set are solved.
func TestSampleSets(t *testing.T) {
	files, err := filepath.Glob("../../testdata/variants/*.txt")
	if err != nil || len(files) == 0 {
		t.Fatalf("no sample sets: %v", err)
	}
	for _, file := range files {
		t.Run(filepath.Base(file), func(t *testing.T) {
			lines := strings.Split(strings.TrimSpace(readFile(t, file)), "\n")
			n := len(lines)
			if testing.Short() {
				n = min(n, 20)
			}
			if strings.Contains(file, "nonconsecutive") {
				n = min(n, 5)
			}
			lines = lines[:n]
			out, stderr, code := runInput(t, strings.Join(lines, "\n")+"\n", "solve", "-unique")
			if code != 0 || stderr != "" {
				t.Fatalf("solve: exit status %d, stderr %q", code, stderr)
			}
			results := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
			if len(results) != n {
				t.Fatalf("%d results for %d puzzles", len(results), n)
			}
			for i, res := range results {
				sol, status, _ := strings.Cut(res, "\t")
				var p sudoku.Puzzle
				if err := json.Unmarshal([]byte(lines[i]), &p); err != nil {
					t.Fatalf("line %d: %v", i+1, err)
				}
				checkUnder(t, p, sol)
				if status != "unique" {
					t.Errorf("line %d: %s, want unique", i+1, status)
				}
			}
		})
	}
}
