package sudoku

import (
	"testing"

	"pgregory.net/rapid"
)

// lineFamilies draw whispers, palindromes, entropic and modular lines
// and clones that a random solution keeps, alone, beside kropki dots (so
// that a whisper and a dot may fall on one pair) or under anti-king.
var lineFamilies = []family{
	{name: "lines", shape: func(Rand) *Rules { return &Rules{} }, over: addLinePairs},
	{name: "lines-kropki", shape: func(Rand) *Rules { return &Rules{} },
		over: func(rs *Rules, sol *Grid, r Rand) {
			addLinePairs(rs, sol, r)
			addKropki(rs, sol, r)
		}},
	{name: "lines-anti-king", shape: func(Rand) *Rules { return &Rules{AntiKing: true} }, over: addLinePairs},
}

// kingMoves returns the cells a king's move from c.
func kingMoves(c int) []int {
	var out []int
	for dr := -1; dr <= 1; dr++ {
		for dc := -1; dc <= 1; dc++ {
			r, k := c/9+dr, c%9+dc
			if (dr != 0 || dc != 0) && 0 <= r && r < 9 && 0 <= k && k < 9 {
				out = append(out, r*9+k)
			}
		}
	}
	return out
}

// walk returns a path of up to n cells from start, each a king's move
// from the one before, drawn from r among the cells that ok accepts
// after the path so far.
func walk(r Rand, start, n int, ok func(path []int, next int) bool) []int {
	path := []int{start}
	for len(path) < n {
		var next []int
		for _, x := range kingMoves(path[len(path)-1]) {
			if !containsInt(path, x) && ok(path, x) {
				next = append(next, x)
			}
		}
		if len(next) == 0 {
			break
		}
		path = append(path, next[below(r, len(next))])
	}
	return path
}

func containsInt(s []int, x int) bool {
	for _, y := range s {
		if x == y {
			return true
		}
	}
	return false
}

// addLinePairs lays on sol one to four lines or clones that it keeps,
// drawn from r.
func addLinePairs(rs *Rules, sol *Grid, r Rand) {
	addLines(rs, sol, r, 1+below(r, 4), 9, []int{0, 1, 2, 3, 4})
}

// addLines lays on sol count lines or clones of up to most cells that it
// keeps, drawn from r, of the kinds: 0 whisper, 1 and 2 entropic or
// modular, 3 palindrome, 4 clone.
func addLines(rs *Rules, sol *Grid, r Rand, count, most int, kinds []int) {
	for range count {
		start := below(r, 81)
		n := 2 + below(r, most-1)
		var l Line
		switch kinds[below(r, len(kinds))] {
		case 0:
			l = Line{Kind: WhisperLine, Value: [...]int{0, 0, 3, 4, 6}[below(r, 5)]}
			v := max(l.Value, 5*(1-min(l.Value, 1)))
			l.Cells = walk(r, start, n, func(p []int, x int) bool {
				d := int(sol[p[len(p)-1]]) - int(sol[x])
				return d >= v || -d >= v
			})
		case 1, 2:
			l = Line{Kind: EntropicLine}
			group := func(d uint8) int { return int(d-1) / 3 }
			m := 3
			if below(r, 2) == 0 {
				l.Kind, l.Value = ModularLine, [...]int{0, 2, 3, 4, 5}[below(r, 5)]
				m = max(l.Value, 3*(1-min(l.Value, 1)))
				group = func(d uint8) int { return int(d) % m }
			}
			l.Cells = walk(r, start, n, func(p []int, x int) bool {
				k := len(p)
				for j := max(0, k-m+1); j < k; j++ {
					if group(sol[p[j]]) == group(sol[x]) {
						return false
					}
				}
				return k < m || group(sol[p[k-m]]) == group(sol[x])
			})
		case 3:
			l = Line{Kind: PalindromeLine, Cells: palindromeOn(sol, r, start, n)}
		default:
			if cl, ok := cloneOn(sol, r, start, n); ok {
				rs.Clones = append(rs.Clones, cl)
			}
			continue
		}
		if len(l.Cells) >= 2 {
			rs.Lines = append(rs.Lines, l)
		}
	}
}

// palindromeOn grows a palindrome that sol keeps from start, one cell at
// each end at a time, to at most n cells.
func palindromeOn(sol *Grid, r Rand, start, n int) []int {
	left, right := []int{start}, []int{start}
	for len(left)+len(right)-1 < n {
		a, b := left[len(left)-1], right[len(right)-1]
		var opts [][2]int
		for _, x := range kingMoves(a) {
			for _, y := range kingMoves(b) {
				if x != y && sol[x] == sol[y] && !containsInt(left, x) && !containsInt(right, x) &&
					!containsInt(left, y) && !containsInt(right, y) {
					opts = append(opts, [2]int{x, y})
				}
			}
		}
		if len(opts) == 0 {
			break
		}
		o := opts[below(r, len(opts))]
		left, right = append(left, o[0]), append(right, o[1])
	}
	var cells []int
	for k := len(left) - 1; k >= 0; k-- {
		cells = append(cells, left[k])
	}
	return append(cells, right[1:]...)
}

// cloneOn draws a clone that sol keeps: a region grown from start and
// the same region moved to a cell of the same digit, up to n cells each.
func cloneOn(sol *Grid, r Rand, start, n int) (Clone, bool) {
	var twins []int
	for c := range 81 {
		if c != start && sol[c] == sol[start] {
			twins = append(twins, c)
		}
	}
	t := twins[below(r, len(twins))]
	dr, dc := t/9-start/9, t%9-start%9
	a := walk(r, start, n, func(p []int, x int) bool {
		rr, cc := x/9+dr, x%9+dc
		if rr < 0 || rr > 8 || cc < 0 || cc > 8 {
			return false
		}
		y := rr*9 + cc
		if sol[y] != sol[x] || containsInt(p, y) {
			return false
		}
		for _, q := range p {
			if q+dr*9+dc == x {
				return false
			}
		}
		return true
	})
	cl := Clone{A: a}
	for _, x := range a {
		cl.B = append(cl.B, x+dr*9+dc)
	}
	return cl, checkClone(0, cl) == nil
}

// TestLinePairsCountBrute checks Count against the brute checker on
// random puzzles under whispers, palindromes, entropic and modular lines
// and clones: a random solution keeps them, cells are cleared and
// sometimes a wrong digit put in, so with one, several or no solutions;
// Validate finds broken what the brute checker finds broken, and never
// a puzzle that has a solution.
func TestLinePairsCountBrute(t *testing.T) {
	// 1,000 cases of three puzzles for each family: 9,000 puzzles counted
	// by both (rapid takes a fifth with -short).
	withChecks(t, 1000)
	checkCountBrute(t, lineFamilies, countBrute{puzzle: sparserFrom, validate: true})
}

// sparserFrom is puzzleFrom with up to 36 cells cleared, so that many
// puzzles have several solutions.
func sparserFrom(t *rapid.T, sol Grid) Grid {
	g := clearCells(t, sol, rapid.IntRange(4, 36).Draw(t, "cleared"), "cells")
	putWrongDigit(t, &g)
	return g
}

// TestLinePairsSolveKeepsRules checks that every solution Solve returns
// of a sparse puzzle under the lines keeps them, by Validate and by the
// brute checker.
func TestLinePairsSolveKeepsRules(t *testing.T) {
	withChecks(t, 200)
	checkSolveKeepsRules(t, lineFamilies)
}

// TestLinePairsKnown checks rule sets whose answer is known by reasoning:
// equal digits forced on cells that see each other, two relations on one
// pair, and the 5 that no German whisper holds.
func TestLinePairsKnown(t *testing.T) {
	row := func(cells ...int) []int { return cells }
	for _, tc := range []struct {
		name  string
		rules Rules
		want  int // Count up to 2
	}{
		// The ends of the palindrome share row 1.
		{"palindrome in a row", Rules{Lines: []Line{{Kind: PalindromeLine, Cells: row(0, 1, 2)}}}, 0},
		// r1c1 and r2c2 share box 1.
		{"palindrome in a box", Rules{Lines: []Line{{Kind: PalindromeLine, Cells: row(0, 10)}}}, 0},
		{"clone in a column", Rules{Clones: []Clone{{A: row(0), B: row(27)}}}, 0},
		// A clone and a palindrome on one pair, r1c3 and r2c4.
		{"palindrome and clone", Rules{
			Lines:  []Line{{Kind: PalindromeLine, Cells: row(2, 12)}},
			Clones: []Clone{{A: row(2), B: row(12)}}}, 2},
		// A whisper of 5 and a white dot on r1c1-r1c2 cannot both hold.
		{"whisper and white dot", Rules{
			Lines: []Line{{Kind: WhisperLine, Cells: row(0, 1)}},
			Dots:  []Dot{{A: 0, B: 1, Kind: WhiteDot}}}, 0},
		// An entropic pair with a white dot: 3 and 4, or 6 and 7.
		{"entropic and white dot", Rules{
			Lines: []Line{{Kind: EntropicLine, Cells: row(0, 1)}},
			Dots:  []Dot{{A: 0, B: 1, Kind: WhiteDot}}}, 2},
		// Modulo 2 along a row of nine cells alternates odd and even:
		// five of one and four of the other, so odd cells at both ends.
		{"modular 2 row", Rules{Lines: []Line{{Kind: ModularLine, Value: 2,
			Cells: row(0, 1, 2, 3, 4, 5, 6, 7, 8)}}}, 2},
		// A German whisper through a whole row leaves no place for its 5.
		{"whisper row", Rules{Lines: []Line{{Kind: WhisperLine,
			Cells: row(0, 1, 2, 3, 4, 5, 6, 7, 8)}}}, 0},
		// Modulo 2 along a row and on down column 9: r2c9 is even.
		{"modular 2 ten cells", Rules{Lines: []Line{{Kind: ModularLine, Value: 2,
			Cells: row(0, 1, 2, 3, 4, 5, 6, 7, 8, 17)}}}, 2},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if err := tc.rules.Check(); err != nil {
				t.Fatalf("Check() = %v", err)
			}
			if got := tc.rules.Count(Grid{}, 2); got != tc.want {
				t.Errorf("Count(empty, 2) = %d, want %d", got, tc.want)
			}
		})
	}
}

// TestWhisperNoFive checks that propagation alone takes 5 off every cell
// of a German whisper (no digit differs from 5 by 5 or more) and keeps
// it on a whisper of 4 (1 and 9 are 4 away).
func TestWhisperNoFive(t *testing.T) {
	for _, tc := range []struct {
		value int
		five  bool
	}{{0, false}, {5, false}, {4, true}} {
		rs := Rules{Lines: []Line{{Kind: WhisperLine, Value: tc.value, Cells: []int{0, 10, 20, 21}}}}
		m := rs.compile().propagated(&Grid{})
		for _, c := range []int{0, 10, 20, 21} {
			if got := m[c]&(1<<4) != 0; got != tc.five {
				t.Errorf("value %d: cell %s keeps 5: %v, want %v", tc.value, cellName(c), got, tc.five)
			}
		}
	}
}

// TestValidateLinePairs checks the RuleError Validate gives each broken
// rule: its name, index and cells.
func TestValidateLinePairs(t *testing.T) {
	for _, tc := range []struct {
		name  string
		rules Rules
		set   map[int]uint8
		rule  string
		index int
		cells []int
		// later is set when the brute checker, which reads each run of
		// cells as a whole, finds the fault only once more is filled.
		later bool
	}{
		{"whisper", Rules{Lines: []Line{{Kind: WhisperLine, Cells: []int{0, 1, 2}}}},
			map[int]uint8{1: 7, 2: 3}, "whisper", 0, []int{1, 2}, false},
		{"whisper value", Rules{Lines: []Line{{Kind: WhisperLine, Value: 2, Cells: []int{0, 10}}}},
			map[int]uint8{0: 4, 10: 3}, "whisper", 0, []int{0, 10}, false},
		{"whisper five", Rules{Lines: []Line{{Kind: WhisperLine, Cells: []int{0, 10}}}},
			map[int]uint8{10: 5}, "whisper", 0, []int{10}, true},
		{"palindrome", Rules{Lines: []Line{
			{Kind: WhisperLine, Value: 1, Cells: []int{40, 41}},
			{Kind: PalindromeLine, Cells: []int{0, 10, 20, 30}}}},
			map[int]uint8{10: 2, 20: 3}, "palindrome", 1, []int{10, 20}, false},
		{"entropic near", Rules{Lines: []Line{{Kind: EntropicLine, Cells: []int{0, 1, 2, 3}}}},
			map[int]uint8{0: 1, 2: 3}, "entropic line", 0, []int{0, 2}, false},
		{"entropic far", Rules{Lines: []Line{{Kind: EntropicLine, Cells: []int{0, 1, 2, 3}}}},
			map[int]uint8{0: 1, 3: 4}, "entropic line", 0, []int{0, 3}, true},
		{"modular", Rules{Lines: []Line{{Kind: ModularLine, Value: 4, Cells: []int{0, 1, 2, 3, 4}}}},
			map[int]uint8{0: 1, 4: 9, 1: 6, 2: 2}, "modular line", 0, []int{1, 2}, false},
		{"modular far", Rules{Lines: []Line{{Kind: ModularLine, Cells: []int{0, 1, 2, 3}}}},
			map[int]uint8{0: 1, 3: 5}, "modular line", 0, []int{0, 3}, true},
		{"clone", Rules{Clones: []Clone{{A: []int{0, 1}, B: []int{30, 31}}}},
			map[int]uint8{1: 4, 31: 5}, "clone", 0, []int{1, 31}, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var g Grid
			for c, v := range tc.set {
				g[c] = v
			}
			checkRuleError(t, "Validate", tc.rules.Validate(g), ErrBroken, tc.rule, tc.index, tc.cells)
			// The brute checker agrees that g breaks the rules.
			if !tc.later && newBruteChecker(&tc.rules).ok(&g) {
				t.Errorf("brute checker finds %v keeps the rules", g)
			}
		})
	}
}

// TestLinePairsCheck checks what Check says of whispers, palindromes,
// entropic and modular lines and clones: the faults it reports, and
// that sound ones are accepted (not refused as unsupported).
func TestLinePairsCheck(t *testing.T) {
	line := func(k LineKind, v int, cells ...int) *Rules {
		return &Rules{Lines: []Line{{Kind: k, Value: v, Cells: cells}}}
	}
	for _, tc := range []struct {
		name  string
		rs    *Rules
		rule  string // "" for no fault
		cells []int
	}{
		{"whisper", line(WhisperLine, 0, 0, 10, 20), "", nil},
		{"whisper of 8", line(WhisperLine, 8, 0, 1), "", nil},
		{"whisper of 9", line(WhisperLine, 9, 0, 1), "whisper", []int{0, 1}},
		{"whisper jumps", line(WhisperLine, 0, 0, 2), "whisper", []int{0, 2}},
		{"palindrome", line(PalindromeLine, 0, 0, 10, 11, 21), "", nil},
		{"palindrome of one", line(PalindromeLine, 0, 40), "palindrome", []int{40}},
		{"palindrome with value", line(PalindromeLine, 2, 40, 41), "palindrome", []int{40, 41}},
		{"entropic", line(EntropicLine, 0, 72, 73, 74, 75), "", nil},
		{"entropic repeats", line(EntropicLine, 0, 72, 73, 72), "entropic line", []int{72}},
		{"modular", line(ModularLine, 9, 0, 1, 2, 3, 4, 5, 6, 7, 8, 17), "", nil},
		{"modular 1", line(ModularLine, 1, 0, 1), "modular line", []int{0, 1}},
		{"clone", &Rules{Clones: []Clone{{A: []int{0, 1, 9}, B: []int{60, 61, 69}}}}, "", nil},
		{"clone turned", &Rules{Clones: []Clone{{A: []int{0, 1}, B: []int{60, 69}}}}, "clone", []int{1, 69}},
		{"clone sizes", &Rules{Clones: []Clone{{A: []int{0, 1}, B: []int{60}}}}, "clone", []int{0, 1, 60}},
		{"clone overlaps", &Rules{Clones: []Clone{{A: []int{0, 1}, B: []int{1, 2}}}}, "clone", []int{1}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			checkRuleError(t, "Check()", tc.rs.Check(), ErrRules, tc.rule, 0, tc.cells)
		})
	}
}

// TestLinePairsSearchDoesNotAllocate checks that a search under lines
// and clones allocates nothing once the rules are compiled.
func TestLinePairsSearchDoesNotAllocate(t *testing.T) {
	r := NewMulberry32(5)
	sol := randomGrid(r)
	rs := &Rules{}
	addLines(rs, &sol, r, 8, 12, []int{0, 1, 2, 3, 4})
	g := sol
	for c := range g {
		if c%3 != 0 {
			g[c] = 0
		}
	}
	cr := rs.compile()
	if a := testing.AllocsPerRun(10, func() { cr.countExcept(&g, 2, 0, 0) }); a != 0 {
		t.Errorf("%v allocations per search", a)
	}
}

// lineRulesFromBytes is rulesFromBytes with lines and clones first: a
// count, then for each a kind, a value, a start, a length and king steps
// (which may leave the grid, making rules that Check refuses).
func lineRulesFromBytes(data []byte) (*Rules, Grid) {
	in := fuzzBytes(data)
	next := in.next
	steps := [8]int{-10, -9, -8, -1, 1, 8, 9, 10}
	walk := func() []int {
		c := next() % 81
		out := []int{c}
		for range next() % 12 {
			c += steps[next()%8]
			out = append(out, c)
		}
		return out
	}
	var lines []Line
	var clones []Clone
	for range next() % 6 {
		kind := next() % 5
		value := next() % 10
		cells := walk()
		if kind == 4 {
			shift := next() - 128
			b := make([]int, len(cells))
			for k, c := range cells {
				b[k] = c + shift
			}
			clones = append(clones, Clone{A: cells, B: b})
			continue
		}
		k := [4]LineKind{WhisperLine, PalindromeLine, EntropicLine, ModularLine}[kind]
		if k == PalindromeLine || k == EntropicLine {
			value = 0
		}
		lines = append(lines, Line{Kind: k, Value: value, Cells: cells})
	}
	rs, g := rulesFromBytes(in)
	rs.Lines, rs.Clones = lines, clones
	return rs, g
}

// FuzzLinePairs checks that Check, Validate and bounded searches never
// panic under whispers, palindromes, entropic and modular lines and
// clones, and that when Check passes every solution found keeps the
// givens and breaks no rule, by the brute checker and by Validate.
func FuzzLinePairs(f *testing.F) {
	f.Add([]byte{})
	f.Add([]byte{2, 0, 0, 10, 3, 7, 7, 4, 2, 0, 40, 4, 4, 4, 4, 4})
	f.Add([]byte{1, 4, 0, 0, 2, 4, 6, 60})
	f.Add([]byte{3, 3, 4, 72, 5, 4, 4, 4, 4, 4, 1, 0, 20, 2, 7, 4, 2, 0, 0, 9, 7, 7, 7, 7, 7, 7, 7, 7, 7})
	f.Fuzz(func(t *testing.T, data []byte) {
		rs, g := lineRulesFromBytes(data)
		checkFuzzCase(t, rs, g, true)
	})
}
