package sudoku

import (
	"errors"
	"fmt"
	"math/bits"
	"strings"
)

// Digits is a set of the digits 1-9, the pencil marks of one cell: bit d-1
// stands for the digit d, so Digits(1<<0 | 1<<6) holds 1 and 7. Bits above
// the ninth are ignored by every method and function of the package.
type Digits uint16

// Has reports whether the set holds the digit d. It is false for any d
// outside 1-9.
func (s Digits) Has(d uint8) bool {
	return d >= 1 && d <= 9 && s&(1<<(d-1)) != 0
}

// Len returns the number of digits in the set.
func (s Digits) Len() int { return bits.OnesCount16(uint16(s & Digits(allDigits))) }

// String returns the digits of the set in increasing order, run together
// the way pencil marks are written ("137"); the empty set is "-".
func (s Digits) String() string {
	s &= Digits(allDigits)
	if s == 0 {
		return "-"
	}
	var b [9]byte
	n := 0
	for d := uint8(1); d <= 9; d++ {
		if s.Has(d) {
			b[n] = '0' + d
			n++
		}
	}
	return string(b[:n])
}

// Candidates is the pencil-mark state of a Sudoku being solved: the digit
// of each filled cell, and for each empty cell the digits still possible
// there. It is what [Hint] reads and what [Candidates.Apply] moves forward.
//
// Candidates is a value of fixed size (about 250 bytes): it copies by
// assignment and compares with ==. The zero Candidates has no digit and no
// mark anywhere, so it is a dead end: [Hint] reports [ErrNoSolution] for
// it. Make one with [NewCandidates] or [NewPosition].
type Candidates struct {
	values [81]uint8 // the digit of each cell, 0 when empty
	marks  [81]mask  // the candidates of each empty cell, 0 when filled
	unique bool      // the puzzle is known to have exactly one solution
}

// Errors about puzzles and positions as a whole.
var (
	// ErrNotUnique reports a puzzle with more than one solution where one
	// is needed.
	ErrNotUnique = errors.New("puzzle has more than one solution")
	// ErrMistake is wrapped by every [*MistakeError].
	ErrMistake = errors.New("contradicts the solution")
)

// A MistakeError reports a player's entry or pencil marks that contradict
// the puzzle's solution. When Mark is false, the player wrote Digit in
// Cell and the solution has another digit there. When Mark is true, the
// player's pencil marks for Cell leave out Digit, which is the solution's
// digit there; reporting it tells the player that digit.
type MistakeError struct {
	Cell  int   // the cell, 0-80 in row-major order
	Digit uint8 // the wrong entry, or the missing pencil mark
	Mark  bool  // the mistake is a missing pencil mark, not an entry
}

// Error returns the message, which names the cell in r1c1 notation and
// the digit.
func (e *MistakeError) Error() string {
	if e.Mark {
		return fmt.Sprintf("%s lacks the pencil mark %d: %v",
			cellName(e.Cell), e.Digit, ErrMistake)
	}
	return fmt.Sprintf("%s holds %d: %v", cellName(e.Cell), e.Digit, ErrMistake)
}

// Unwrap returns [ErrMistake].
func (e *MistakeError) Unwrap() error { return ErrMistake }

// NewCandidates returns the pencil-mark state at the start of puzzle: its
// givens, and in each empty cell every digit that no given in the same
// row, column or box holds.
//
// It returns the error of [Grid.Validate] for an invalid grid, and
// [ErrNoSolution] for a puzzle without solution. A puzzle with several
// solutions is accepted, but then [Hint] does not use the techniques that
// rely on uniqueness; see [Candidates.Unique].
//
// NewCandidates costs one Count(puzzle, 2) and is safe for concurrent use.
func NewCandidates(puzzle Grid) (Candidates, error) {
	if err := puzzle.Validate(); err != nil {
		return Candidates{}, err
	}
	n := Count(puzzle, 2)
	if n == 0 {
		return Candidates{}, ErrNoSolution
	}
	c := fromGrid(puzzle)
	c.unique = n == 1
	return c, nil
}

// fromGrid returns the state of a valid grid: its digits, and in each
// empty cell the digits that no peer holds.
func fromGrid(g Grid) Candidates {
	var c Candidates
	for i := range c.marks {
		if g[i] == 0 {
			c.marks[i] = allDigits
		}
	}
	for i, v := range g {
		if v != 0 {
			c.place(i, v)
		}
	}
	return c
}

// NewPosition returns the pencil-mark state of a game in progress: the
// givens of puzzle, the player's entries (a grid holding the digits the
// player wrote, 0 elsewhere; cells given in puzzle may be 0 or repeat the
// given), and optionally the player's pencil marks. With marks nil, or for
// an empty cell whose marks are empty, the marks are all the digits no peer
// holds; otherwise they are the player's marks less the digits a peer
// holds.
//
// The position is checked before anything else: puzzle must be valid (the
// error of [Grid.Validate]), have a solution ([ErrNoSolution]) and only one
// ([ErrNotUnique]); a value above 9 in entries is a [*ValueError]; and the
// first entry, in row-major order, that differs from the solution, and
// then the first empty cell whose marks leave out the solution's digit,
// is a [*MistakeError]. So a hint never builds on a mistake.
//
// NewPosition costs one Solve(puzzle, 2) and is safe for concurrent use.
func NewPosition(puzzle, entries Grid, marks *[81]Digits) (Candidates, error) {
	if err := puzzle.Validate(); err != nil {
		return Candidates{}, err
	}
	for i, v := range entries {
		if v > 9 {
			return Candidates{}, &ValueError{Cell: i, Value: v}
		}
	}
	sol := Solve(puzzle, 2)
	switch len(sol) {
	case 0:
		return Candidates{}, ErrNoSolution
	case 2:
		return Candidates{}, ErrNotUnique
	}
	g := puzzle
	for i, v := range entries {
		if v == 0 {
			continue
		}
		if v != sol[0][i] {
			return Candidates{}, &MistakeError{Cell: i, Digit: v}
		}
		g[i] = v
	}
	c := fromGrid(g)
	c.unique = true
	if marks == nil {
		return c, nil
	}
	for i, m := range marks {
		m &= Digits(allDigits)
		if g[i] != 0 || m == 0 {
			continue
		}
		if !m.Has(sol[0][i]) {
			return Candidates{}, &MistakeError{Cell: i, Digit: sol[0][i], Mark: true}
		}
		c.marks[i] &= mask(m)
	}
	return c, nil
}

// Value returns the digit in cell (0-80, row-major), or 0 when the cell is
// empty or out of range.
func (c *Candidates) Value(cell int) uint8 {
	if cell < 0 || cell >= 81 {
		return 0
	}
	return c.values[cell]
}

// Marks returns the pencil marks of cell (0-80, row-major): the digits
// still possible there. It is empty for a filled cell and for a cell out
// of range.
func (c *Candidates) Marks(cell int) Digits {
	if cell < 0 || cell >= 81 {
		return 0
	}
	return Digits(c.marks[cell])
}

// Grid returns the digits placed so far, 0 in the empty cells.
func (c *Candidates) Grid() Grid { return c.values }

// Solved reports whether every cell holds a digit.
func (c *Candidates) Solved() bool {
	for _, v := range c.values {
		if v == 0 {
			return false
		}
	}
	return true
}

// Unique reports whether the puzzle behind c is known to have exactly one
// solution: true when c comes from [NewPosition], or from [NewCandidates]
// given a unique puzzle. Only then does [Hint] use the uniqueness
// techniques (unique rectangles and BUG), which are wrong for a puzzle
// with several solutions.
func (c *Candidates) Unique() bool { return c.unique }

// Apply moves c forward by the step s: it writes each placement (and takes
// its digit out of the marks of the cell's peers) and removes each
// elimination from the marks. Items naming a cell outside 0-80 or a digit
// outside 1-9, and placements in filled cells, are skipped. Apply trusts
// s: a step that [Hint] returned for c keeps c sound; any other may not.
func (c *Candidates) Apply(s Step) {
	for _, p := range s.Placements {
		if p.valid() && c.values[p.Cell] == 0 {
			c.place(p.Cell, p.Digit)
		}
	}
	for _, e := range s.Eliminations {
		if e.valid() {
			c.marks[e.Cell] &^= digitMask(e.Digit)
		}
	}
}

// place writes the digit d in the cell and removes d from its peers' marks.
func (c *Candidates) place(cell int, d uint8) {
	c.values[cell] = d
	c.marks[cell] = 0
	m := ^digitMask(d)
	for _, p := range peers[cell] {
		c.marks[p] &= m
	}
}

// String returns the state drawn as a grid of pencil marks for people:
// nine lines, each cell a column wide enough for the widest, a filled
// cell as its digit and an empty one as its marks.
func (c Candidates) String() string {
	var cells [81]string
	width := 1
	for i := range cells {
		if v := c.values[i]; v != 0 {
			cells[i] = string('0' + rune(v))
		} else {
			cells[i] = Digits(c.marks[i]).String()
		}
		width = max(width, len(cells[i]))
	}
	var sb strings.Builder
	for r := range 9 {
		if r == 3 || r == 6 {
			for s := range 3 {
				if s > 0 {
					sb.WriteString("+")
				}
				sb.WriteString(strings.Repeat("-", 3*(width+1)+1))
			}
			sb.WriteByte('\n')
		}
		var line strings.Builder
		for col := range 9 {
			if col == 3 || col == 6 {
				line.WriteString(" |")
			}
			line.WriteString(" ")
			line.WriteString(cells[r*9+col])
			line.WriteString(strings.Repeat(" ", width-len(cells[r*9+col])))
		}
		sb.WriteString(strings.TrimRight(line.String(), " "))
		sb.WriteByte('\n')
	}
	return sb.String()
}
