package sudoku

import (
	"testing"
)

// rulesFromBytes builds a Rules and a grid from arbitrary bytes, cell
// indices out of range included: two bytes of flags, then items, each an
// opcode, a length and that many cells, then the grid.
func rulesFromBytes(data []byte) (*Rules, Grid) {
	in := fuzzBytes(data)
	next := in.next
	// Cells are mostly in range; a byte above 200 gives one out of it.
	cell := func() int {
		b := next()
		if b > 200 {
			return b - 220
		}
		return b % 81
	}
	cells := func() []int {
		n := next() % 11
		out := make([]int, n)
		for k := range out {
			out[k] = cell()
		}
		return out
	}
	f0, f1 := next(), next()
	rs := &Rules{
		MainDiagonal: f0&1 != 0, AntiDiagonal: f0&2 != 0, Windoku: f0&4 != 0,
		DisjointGroups: f0&8 != 0, AntiKnight: f0&16 != 0, AntiKing: f0&32 != 0,
		NonConsecutive: f0&64 != 0, AllWhite: f1&1 != 0, AllBlack: f1&2 != 0,
		AllXV: f1&4 != 0,
	}
	if f1&8 != 0 {
		var reg [81]uint8
		for c := range reg {
			reg[c] = uint8(c/27*3 + c%9/3)
		}
		rs.Regions = &reg
	}
	items := next() % 12
	for range items {
		switch next() % 10 {
		case 0:
			rs.Houses = append(rs.Houses, cells())
		case 1:
			rs.Cages = append(rs.Cages, Cage{Cells: cells(), Sum: next() - 10})
		case 2:
			rs.Thermos = append(rs.Thermos, Thermo{Cells: cells()})
		case 3:
			k := next() % 4
			circle := make([]int, k)
			for i := range circle {
				circle[i] = cell()
			}
			rs.Arrows = append(rs.Arrows, Arrow{Circle: circle, Cells: cells()})
		case 4:
			rs.Dots = append(rs.Dots, Dot{A: cell(), B: cell(), Kind: DotKind(next() % 6)})
		case 5:
			if rs.Regions != nil {
				c := cell()
				if 0 <= c && c < 81 {
					rs.Regions[c] = uint8(next() % 10)
				}
			}
		case 6: // a dot with a value, up to one past its range
			rs.Dots = append(rs.Dots, Dot{A: cell(), B: cell(), Kind: DotKind(next() % 7),
				Value: next()%20 - 1})
		case 7:
			rs.Odd = append(rs.Odd, cells()...)
			rs.Even = append(rs.Even, cells()...)
		case 8:
			rs.Minimums = append(rs.Minimums, cells()...)
			rs.Maximums = append(rs.Maximums, cells()...)
		case 9:
			digits := make([]int, next()%6)
			for k := range digits {
				digits[k] = next()%11 - 1
			}
			rs.Quadruples = append(rs.Quadruples, Quadruple{Cell: cell(), Digits: digits})
		}
	}
	// Flags of f1 that older inputs leave clear: an outside clue along a
	// line from a cell, and a cage with repeats.
	if f1&64 != 0 {
		kind, first := OutsideKind(next()%6), cell()
		step := [...]int{1, -1, 9, -9, 8, -8, 10, -10}[next()%8]
		line := []int{first}
		for c := first; len(line) < 10; {
			n := c + step
			if c < 0 || c > 80 || n < 0 || n > 80 || n%9-c%9 > 1 || c%9-n%9 > 1 {
				break
			}
			line = append(line, n)
			c = n
		}
		rs.Outside = append(rs.Outside, OutsideClue{Kind: kind, Cells: line, Value: next()%50 - 1})
	}
	if f1&128 != 0 {
		rs.Cages = append(rs.Cages, Cage{Cells: cells(), Sum: next(), AllowRepeats: true})
	}
	return rs, in.grid(11)
}

// FuzzRules checks that Check, Validate and bounded searches never panic
// on any rule set, and that when Check passes every solution found keeps
// the givens and breaks no rule.
func FuzzRules(f *testing.F) {
	f.Add([]byte{})
	f.Add([]byte{3, 0, 1, 1, 3, 0, 1, 10, 3})               // X with a cage
	f.Add([]byte{0, 8, 2, 5, 3, 5, 9, 5, 1, 2})             // jigsaw, edited
	f.Add([]byte{64, 7, 2, 4, 0, 1, 1, 4, 9, 18, 3})        // dots and negatives
	f.Add([]byte{0, 0, 2, 2, 3, 0, 1, 2, 3, 1, 3, 4, 5, 6}) // thermo, arrow
	f.Add([]byte{48, 0, 1, 0, 9, 0, 10, 20, 30, 40, 50, 60, 70, 80, 0, 5})
	f.Add([]byte{0, 5, 4, 6, 0, 1, 5, 12, 6, 0, 1, 1, 4, 7, 2, 40, 41, 1, 42, 8, 1, 30, 0, 9, 23, 3, 2, 2, 3})
	f.Add([]byte{0, 64, 0, 2, 0, 0, 16})                       // a sandwich along row 1
	f.Add([]byte{0, 64 | 128, 0, 4, 8, 7, 5, 3, 0, 40, 80, 7}) // a skyscraper and a cage with repeats
	f.Add([]byte{0, 64, 0, 1, 2, 5, 12})                       // a little killer from r1c3
	f.Fuzz(func(t *testing.T, data []byte) {
		rs, g := rulesFromBytes(data)
		checkFuzzCase(t, rs, g, false)
	})
}
