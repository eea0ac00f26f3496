package main

import (
	"bytes"
	"fmt"
	"strings"
	"testing"

	"pgregory.net/rapid"
)

// This file checks the reader, and solve through it, on inputs built
// from a recipe: a mix of good puzzles (lines, drawn grids of several
// kinds, followed by the command's own ignored fields and status lines),
// bad grids (a row missing, a row with a cell too few or too many), junk
// lines, comments and blank lines, and good grids with a boundary inside
// them followed directly by the next grid. The recipe knows which records it
// wrote, so the records read must be those, one for one and in order, and
// each good record's grid must be the grid written in.
//
// The puzzles are the example puzzle with its digits relabelled (and
// perhaps transposed), so that each has a different, known solution: the
// solution of the example (hint_test.go) relabelled the same way.

// A recipe reads choices from the fuzzer's bytes, 0 when they run out.
type recipe struct {
	data []byte
}

// pick returns a choice in [0, n).
func (r *recipe) pick(n int) int {
	if len(r.data) == 0 {
		return 0
	}
	b := r.data[0]
	r.data = r.data[1:]
	return int(b) % n
}

// A wantRecord is a record that a recipe wrote: its puzzle and solution
// as 81-character lines, or bad.
type wantRecord struct {
	puzzle, solution string
	bad              bool
}

// The kinds of item a recipe writes.
const (
	itemLine     = iota // a puzzle on one line, perhaps with fields after a tab
	itemPretty          // a grid as solve -format grid draws it, perhaps with a status line
	itemRows            // nine lines of nine cells
	itemBordered        // a grid with +---+ borders or box-drawing characters
	itemMissing         // a grid with a row missing (bad)
	itemShortRow        // a grid with a row one cell short (bad)
	itemLongRow         // a grid with a row one cell long (bad)
	itemDigits          // a junk line of a few digits (bad)
	itemText            // a line of text (bad)
	itemTypo            // a puzzle line with a letter in it (bad)
	itemBoundary        // a blank line, a comment, a marker or a status line
	itemSplit           // a grid with a boundary between two of its rows
	numItems
)

// build returns the input that the recipe data describes and the records
// it holds.
func build(data []byte) (string, []wantRecord) {
	r := &recipe{data: data}
	var b strings.Builder
	var want []wantRecord
	// needs is the set of items that may follow the last one without a
	// boundary between, nil for any: a grid whose cells fall short of 81
	// would take in the lines of the next one.
	var needs map[int]bool
	// split is whether the last item is a grid with a boundary inside it
	// (itemSplit), which the next grid may follow with no boundary
	// between.
	split := false
	// A grid with a boundary inside it is written only at the start or
	// after a boundary, and not after a grid with a row missing: the
	// lines before its boundary could be read as the rest of the grid
	// before (the reader cannot tell), so a plain grid is written then.
	prev, short := itemBoundary, false
	for len(r.data) > 0 && len(want) < 40 {
		kind := r.pick(numItems)
		if kind == itemSplit && (short || prev != itemBoundary) {
			kind = itemRows
		}
		if prev = kind; kind != itemBoundary {
			short = kind == itemMissing
		}
		if needs != nil && !needs[kind] {
			b.WriteString("\n")
		}
		needs = nil
		if split {
			switch kind {
			case itemLine, itemPretty, itemRows, itemBordered:
				// A grid right after a grid cut by a boundary: the
				// reader reads on to the next boundary to tell them
				// apart, so the next item is one it can end at.
				needs = map[int]bool{itemLine: true, itemText: true, itemBoundary: true}
			}
		}
		split = false
		var p, s string
		switch kind {
		case itemDigits, itemText, itemBoundary:
		default:
			p, s = relabel(r)
		}
		switch kind {
		case itemLine:
			line := p
			if r.pick(2) == 1 {
				line = strings.ReplaceAll(p, ".", "0")
			}
			b.WriteString(line)
			b.WriteString([]string{"", "\t2.6\tmedium", "\t" + s, "\tunique", "\t"}[r.pick(5)])
			b.WriteString(pickLineEnd(r))
		case itemPretty:
			b.WriteString(pretty(p))
			b.WriteString([]string{"", "unique\n\n", "rating 2.6, medium\n\n", "\n"}[r.pick(4)])
		case itemRows:
			b.WriteString(strings.Join(rows(p), "\n") + "\n")
		case itemBordered:
			b.WriteString(bordered(p, r.pick(2) == 1))
		case itemMissing:
			rs := rows(p)
			i := r.pick(9)
			b.WriteString(strings.Join(append(rs[:i:i], rs[i+1:]...), "\n") + "\n")
			needs = map[int]bool{itemLine: true, itemText: true, itemTypo: true, itemBoundary: true}
		case itemShortRow:
			rs := rows(p)
			i := r.pick(9)
			rs[i] = rs[i][:8]
			b.WriteString(strings.Join(rs, "\n") + "\n")
			if i == 0 {
				// A short first row before a grid is a stray line.
				needs = map[int]bool{itemLine: true, itemText: true, itemTypo: true, itemBoundary: true}
			}
		case itemLongRow:
			// Not the last row: a row of ten cells after eight good ones
			// is read as a line of its own.
			rs := rows(p)
			i := r.pick(8)
			rs[i] += "5"
			b.WriteString(strings.Join(rs, "\n") + "\n")
		case itemDigits:
			n := []int{2, 4, 5, 6, 7, 8}[r.pick(6)]
			b.WriteString(strings.TrimSpace(strings.Repeat("1 ", n)) + "\n")
			needs = map[int]bool{itemLine: true, itemText: true, itemBoundary: true,
				itemPretty: true, itemRows: true, itemBordered: true}
		case itemText:
			b.WriteString([]string{"Puzzle 1:", "hello, world", "none of these"}[r.pick(3)] + "\n")
		case itemTypo:
			i := r.pick(81)
			b.WriteString(p[:i] + "x" + p[i+1:] + "\n")
		case itemBoundary:
			b.WriteString([]string{"\n", "# a comment\n", "-\n", "-\tnone\n", "multiple\n", "  \t\n"}[r.pick(6)])
		case itemSplit:
			var g string
			style := r.pick(3)
			switch style {
			case 0:
				g = strings.Join(rows(p), "\n") + "\n"
			case 1:
				g = pretty(p)
			default:
				g = bordered(p, r.pick(2) == 1)
			}
			cut := 1 + r.pick(8) // the rows before the boundary
			mark := []string{"\n", "# note\n", "  \t\n", "-\n", "unique\n"}[r.pick(5)]
			switch {
			case style != 0 || cut%3 != 0:
				// Inside a grid drawn with band lines, and inside a band
				// of a grid without them, only a comment keeps the grid
				// whole.
				mark = "# note\n"
			case mark == "-\n" || mark == "unique\n":
				// A marker or a status line, which the command writes
				// after a grid, ends one; between bands a blank line
				// does not.
				mark = "\n"
			}
			n := 0
			for _, l := range strings.SplitAfter(g, "\n") {
				b.WriteString(l)
				if cells, _ := countCells(l); cells > 0 {
					if n++; n == cut {
						b.WriteString(mark)
					}
				}
			}
			split = true
			// A good grid may follow with no boundary between; but a bad
			// grid, a line of cells or the first part of another grid
			// cut by a boundary, right after it, could as well be read
			// as lines after a short grid.
			needs = map[int]bool{itemLine: true, itemPretty: true, itemRows: true,
				itemBordered: true, itemText: true, itemBoundary: true}
		}
		switch kind {
		case itemLine, itemPretty, itemRows, itemBordered, itemSplit:
			want = append(want, wantRecord{puzzle: p, solution: s})
		case itemBoundary:
		default:
			want = append(want, wantRecord{bad: true})
		}
	}
	return b.String(), want
}

// pickLineEnd returns a line end chosen by the recipe.
func pickLineEnd(r *recipe) string {
	return []string{"\n", "\r\n", "\r"}[r.pick(3)]
}

// relabel returns the example puzzle and its solution with the digits
// permuted as the recipe says, and perhaps transposed.
func relabel(r *recipe) (string, string) {
	perm := []byte("123456789")
	for i := 8; i > 0; i-- {
		j := i - r.pick(i+1) // 0 leaves the digits as they are
		perm[i], perm[j] = perm[j], perm[i]
	}
	transpose := r.pick(2) == 1
	p, s := []byte(examplePuzzle), []byte(solution)
	for i := range 81 {
		j := i
		if transpose {
			j = i%9*9 + i/9
		}
		if c := examplePuzzle[j]; c != '.' {
			p[i] = perm[c-'1']
		} else {
			p[i] = '.'
		}
		s[i] = perm[solution[j]-'1']
	}
	return string(p), string(s)
}

// bordered draws p with borders, in ASCII or box-drawing characters.
func bordered(p string, box bool) string {
	top, mid, bot, bar := "+-------+-------+-------+", "+-------+-------+-------+",
		"+-------+-------+-------+", "|"
	if box {
		top, mid, bot, bar = "┌───────┬───────┬───────┐", "├───────┼───────┼───────┤",
			"└───────┴───────┴───────┘", "│"
	}
	var b strings.Builder
	b.WriteString(top + "\n")
	for r, row := range rows(p) {
		if r == 3 || r == 6 {
			b.WriteString(mid + "\n")
		}
		for c := range 9 {
			if c%3 == 0 {
				b.WriteString(bar + " ")
			}
			b.WriteString(row[c:c+1] + " ")
		}
		b.WriteString(bar + "\n")
	}
	b.WriteString(bot + "\n")
	return b.String()
}

// checker is what the checks need of *testing.T and *rapid.T.
type checker interface {
	Helper()
	Fatalf(format string, args ...any)
}

// checkRecords checks that the reader reads the records of the input
// that data describes, one for one and in order, each good record as
// the grid written in.
func checkRecords(t checker, data []byte) {
	t.Helper()
	input, want := build(data)
	r := newReader("in", strings.NewReader(input))
	for i := 0; ; i++ {
		rec, ok := r.next()
		if !ok {
			if i != len(want) {
				t.Fatalf("input %q: %d records, want %d", input, i, len(want))
			}
			break
		}
		if i >= len(want) {
			t.Fatalf("input %q: record %d (line %d, %v) is one too many", input, i, rec.line, rec.err)
		}
		switch w := want[i]; {
		case w.bad && rec.err == nil:
			t.Fatalf("input %q: record %d (line %d) reads as %s, want an error",
				input, i, rec.line, rec.grid)
		case !w.bad && rec.err != nil:
			t.Fatalf("input %q: record %d: %v, want %s", input, i, rec.err, w.puzzle)
		case !w.bad && rec.grid.String() != w.puzzle:
			t.Fatalf("input %q: record %d (line %d) reads as %s, want %s",
				input, i, rec.line, rec.grid, w.puzzle)
		}
	}
	if err := r.Err(); err != nil {
		t.Fatalf("Err() = %v", err)
	}
}

// checkSolve runs solve on the input that data describes and checks that
// it writes one line a record, in order: the record's own solution, or
// the marker for a bad record, with one message on standard error for
// each bad record.
func checkSolve(t checker, data []byte) {
	t.Helper()
	input, want := build(data)
	var stdout, stderr bytes.Buffer
	e := &env{stdin: strings.NewReader(input), stdout: &stdout, stderr: &stderr}
	code := run(e, []string{"solve", "-workers", "2"})
	var lines, wantLines []string
	if stdout.Len() > 0 {
		lines = strings.Split(strings.TrimSuffix(stdout.String(), "\n"), "\n")
	}
	bad := 0
	for _, w := range want {
		if w.bad {
			bad++
			wantLines = append(wantLines, "-")
		} else {
			wantLines = append(wantLines, w.solution)
		}
	}
	if g, w := strings.Join(lines, "\n"), strings.Join(wantLines, "\n"); g != w {
		t.Fatalf("solve of %q:\ngot:\n%s\nwant:\n%s\nstderr:\n%s", input, g, w, stderr.String())
	}
	wantCode := exitOK
	if bad > 0 {
		wantCode = exitBad
	}
	if n := strings.Count(stderr.String(), "\n"); code != wantCode || n != bad {
		t.Fatalf("solve of %q: exit status %d and %d messages, want %d and %d:\n%s",
			input, code, n, wantCode, bad, stderr.String())
	}
}

// FuzzRecords checks, for inputs built from the fuzzer's bytes as a
// recipe, that the reader and solve pair one result with each record the
// recipe wrote, in order, and that every good record reads as its own
// grid.
func FuzzRecords(f *testing.F) {
	// One seed for each kind of item, in the middle of others, and a few
	// mixes.
	for kind := range numItems {
		f.Add([]byte{itemLine, 0, byte(kind), 3, 1, 4, 1, 5, 9, 2, 6, 5, 3, itemRows, 7})
	}
	for _, s := range []string{
		"\x04\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x0a\x00\x01\x02",
		"\x07\x01\x03\x02\x09\x04\x05\x06\x07\x00\x00\x00\x00\x01\x02",
		"\x05\x03\x01\x04\x01\x05\x09\x02\x06\x05\x03\x06\x05\x04",
		"\x00\x01\x02\x03\x04\x05\x06\x07\x08\x09\x0a\x00\x01\x02\x03\x04\x05\x06",
		"\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x07\x06\x05\x04\x03\x02\x01",
		splitThenGrid,
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		checkRecords(t, data)
		checkSolve(t, data)
	})
}

// splitThenGrid is a recipe: a grid of nine rows with a comment after
// its fifth row, then a grid of nine rows with its digits relabelled,
// with no boundary between them.
const splitThenGrid = "\x0b\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x04\x01" +
	"\x02\x08\x07\x06\x05\x04\x03\x02\x01\x00"

// TestRecordsSplit checks, as FuzzRecords does, a grid with a boundary
// inside it followed directly by another grid.
func TestRecordsSplit(t *testing.T) {
	input, want := build([]byte(splitThenGrid))
	wantInput := strings.Join(rows(examplePuzzle)[:5], "\n") + "\n# note\n" +
		strings.Join(rows(examplePuzzle)[5:], "\n") + "\n"
	if !strings.HasPrefix(input, wantInput) || len(want) != 2 || want[1].puzzle == examplePuzzle {
		t.Fatalf("recipe gives %q, %v: want a split example then another grid", input, want)
	}
	checkRecords(t, []byte(splitThenGrid))
	checkSolve(t, []byte(splitThenGrid))
}

// TestRecordsProperty checks the reader, and solve, as FuzzRecords does,
// over many random recipes.
func TestRecordsProperty(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		data := rapid.SliceOfN(rapid.Byte(), 0, 400).Draw(t, "recipe")
		checkRecords(t, data)
	})
	// solve costs more: fewer runs.
	rapid.Check(t, func(t *rapid.T) {
		if testing.Short() && rapid.IntRange(0, 9).Draw(t, "skip") > 0 {
			return
		}
		checkSolve(t, rapid.SliceOfN(rapid.Byte(), 0, 200).Draw(t, "recipe"))
	})
}

// TestBuild checks the recipe itself on a known mix.
func TestBuild(t *testing.T) {
	input, want := build([]byte{
		itemLine, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, // digits kept, a rating, "\n"
		itemBoundary, 1, // a comment
		itemMissing, 0, 0, 0, 0, 0, 0, 0, 0, 0, 8, // the last row missing
	})
	wantInput := examplePuzzle + "\t2.6\tmedium\n# a comment\n" +
		strings.Join(rows(examplePuzzle)[:8], "\n") + "\n"
	if input != wantInput {
		t.Errorf("input %q, want %q", input, wantInput)
	}
	wantRecs := fmt.Sprint([]wantRecord{{examplePuzzle, solution, false}, {bad: true}})
	if fmt.Sprint(want) != wantRecs {
		t.Errorf("records %v, want %s", want, wantRecs)
	}
}
