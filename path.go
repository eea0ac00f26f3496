// Technique engine: Path, and the walker with which Path and Rate step.

package sudoku

import (
	"context"
	"math/bits"
)

// Path returns the steps that solve puzzle, each one the step [Hint] would
// give from the position the previous ones leave.
//
// It returns the error of [Grid.Validate] for an invalid grid and
// [ErrNoSolution] for a puzzle without solution. For a unique puzzle the
// path always reaches the solution, since the last resort (a trial) always
// applies. For a puzzle with several solutions the uniqueness techniques
// are not used, and the path stops where nothing applies: Path returns the
// steps so far with [ErrStuck].
//
// Path costs one Hint per step, and a Count(g, 2) where the pattern
// techniques first find nothing, which tells a puzzle with several
// solutions before any costlier search, as for [Rate]. Its path without
// uniqueness techniques then stops, as Hint does, as soon as every mark
// lies in some solution, without trying the chains in vain: the empty
// grid takes a few milliseconds. A typical 17-clue puzzle takes some 60
// steps and well under a millisecond; its work is bounded as [Rate]'s
// is, and the hardest puzzles, which need nested forcing chains, take
// seconds: use [PathContext] to bound the time. Path is safe for
// concurrent use.
func Path(puzzle Grid) ([]Step, error) {
	w := walker{keep: true}
	return w.path(puzzle)
}

// PathContext is [Path] bounded by ctx: it returns ctx's error, and no
// steps, once ctx is done. It looks at ctx as [RateContext] does, so it
// returns within milliseconds of ctx's end. A nil ctx is allowed and
// means no cancellation, as with Path.
func PathContext(ctx context.Context, puzzle Grid) ([]Step, error) {
	w := walker{keep: true}
	w.s.ctx = ctx
	return w.path(puzzle)
}

// path walks the path of puzzle for Path, looking at w's context.
func (w *walker) path(puzzle Grid) ([]Step, error) {
	ctx := w.s.ctx
	err := w.run(puzzle, true)
	if err == ErrNotUnique {
		*w = walker{keep: true}
		w.s.ctx = ctx
		if err = w.run(puzzle, false); err == nil {
			// Unreachable for a sound engine: a puzzle with several
			// solutions cannot be solved by deductions alone.
			err = ErrStuck
		}
	}
	if ctx != nil && ctx.Err() != nil {
		return nil, ctx.Err()
	}
	if err != nil && err != ErrStuck {
		return nil, err
	}
	return w.steps, err
}

// A walker follows the path of a puzzle to its end, keeping its steps or
// only its grade.
type walker struct {
	s       solver
	keep    bool   // keep the steps
	steps   []Step // the steps, when kept
	grade   Grade  // the grade so far (Rating and Level unset)
	hardest int    // the highest rating so far, in tenths
	pearl   int    // the highest rating up to the first placement
	diamond int    // the first step's rating
	placed  bool   // a step placed a digit
}

// run walks the path of puzzle, trusting it to be unique when unique is
// set. It returns nil when the path reaches the solution; ErrNotUnique
// when, trusting uniqueness, it met a puzzle with several solutions; and
// otherwise the error that ended it.
//
// A walk that trusts uniqueness counts the solutions at the gate before
// the costly techniques, the first time it gets there (see live.go): a
// puzzle with several solutions or none ends there, before any chain
// searches in vain, and a unique one goes on. No uniqueness technique
// comes before the gate, so a walk that ends before it, or one that does
// not trust uniqueness, has only deductions that hold in every solution.
func (w *walker) run(puzzle Grid, unique bool) error {
	if err := puzzle.Validate(); err != nil {
		return err
	}
	w.s.start(puzzle)
	w.s.c.unique = unique
	w.s.verify, w.s.counted = unique, false
	for {
		err := w.s.advance()
		if w.s.ctx != nil && w.s.ctx.Err() != nil {
			return w.s.ctx.Err()
		}
		switch {
		case err == nil:
			w.record()
			continue
		case err == ErrNotUnique || w.s.counted && err != ErrSolved:
			// The count at the gate found several solutions, or
			// none; or it found one, and the path ended otherwise
			// than at the solution, which a sound engine never
			// does, since a trial always applies.
			return err
		case err == ErrSolved:
			// Every step held in every solution, or the count
			// found one: the complete grid is the only solution.
			return nil
		}
		// The walk ended before the gate, or does not trust uniqueness:
		// its grid has the solutions of the puzzle, and more clues.
		switch Count(Grid(w.s.c.values), 2) {
		case 0:
			return ErrNoSolution
		case 2:
			if unique {
				return ErrNotUnique
			}
		}
		return err
	}
}

// record notes the step just applied.
func (w *walker) record() {
	st := &w.s.step
	if w.keep {
		w.steps = append(w.steps, st.clone())
	}
	if w.grade.Steps == 0 {
		w.diamond = w.s.tenths
	}
	if !w.placed {
		w.pearl = max(w.pearl, w.s.tenths)
		w.placed = len(st.Placements) > 0
	}
	w.grade.Steps++
	if w.s.tenths > w.hardest {
		w.hardest, w.grade.Hardest = w.s.tenths, st.Technique
	}
}

// advance finds the next step and applies it. It reports ErrStuck for a
// step that changes nothing, so that a loop over advance always ends.
func (s *solver) advance() error {
	if err := s.next(); err != nil {
		return err
	}
	if len(s.step.Placements) == 1 && len(s.step.Eliminations) == 0 &&
		s.placeOne(s.step.Placements[0]) {
		return nil
	}
	before := s.c
	s.c.Apply(s.step)
	if s.c == before {
		return ErrStuck
	}
	s.fresh = s.update(&before)
	return nil
}

// start sets s.c to the state of the valid grid g, as fromGrid makes
// it, and builds the house tables in the same pass; a grid with a dead
// end leaves them to refresh.
func (s *solver) start(g Grid) {
	s.c = Candidates{}
	s.placed = [27]mask{}
	s.where = [27][9]uint16{}
	s.empty = [27]uint16{}
	for cell, v := range g {
		if v != 0 {
			gm, d := &geometry[cell], digitMask(v)
			s.placed[gm.row] |= d
			s.placed[gm.col] |= d
			s.placed[gm.box] |= d
			s.c.values[cell] = v
		}
	}
	var present [27]mask // the digits with a place in each house
	ok := true
	for cell, v := range g {
		if v != 0 {
			continue
		}
		gm := &geometry[cell]
		m := allDigits &^ (s.placed[gm.row] | s.placed[gm.col] | s.placed[gm.box])
		s.c.marks[cell] = m
		ok = ok && m != 0
		present[gm.row] |= m
		present[gm.col] |= m
		present[gm.box] |= m
		s.indexEmpty(gm, m)
	}
	for h := range 27 {
		ok = ok && present[h]|s.placed[h] == allDigits
	}
	s.fresh = ok
}

// placeOne applies a step that places p and does nothing else, the
// singles and the direct techniques that make most of a path, and keeps
// the house tables up to date as it goes: Apply and update in one pass.
// It reports false, having changed nothing, for a placement it leaves to
// them: one in a filled cell or of a digit the cell does not hold.
func (s *solver) placeOne(p Candidate) bool {
	if !p.valid() || s.c.values[p.Cell] != 0 || s.c.marks[p.Cell]&digitMask(p.Digit) == 0 {
		return false
	}
	cell, d := p.Cell, digitMask(p.Digit)
	g := &geometry[cell]
	s.indexFilled(g, d)
	ok := s.unmark(cell, s.c.marks[cell]&^d)
	s.c.values[cell] = p.Digit
	s.c.marks[cell] = 0
	// The digit leaves every place of the cell's three houses, where it
	// is now placed: those houses need no check, and a peer's place
	// goes only from its houses that do not hold the cell.
	i := bits.TrailingZeros16(uint16(d))
	s.where[g.row][i], s.where[g.col][i], s.where[g.box][i] = 0, 0, 0
	for _, q := range peers[cell] {
		if s.c.marks[q]&d == 0 {
			continue
		}
		s.c.marks[q] &^= d
		ok = ok && s.c.marks[q] != 0
		gq := &geometry[q]
		if gq.row != g.row {
			ok = s.unplace(gq.row, gq.posRow, i) && ok
		}
		if gq.col != g.col {
			ok = s.unplace(gq.col, gq.posCol, i) && ok
		}
		if gq.box != g.box {
			ok = s.unplace(gq.box, gq.posBox, i) && ok
		}
	}
	s.fresh = ok
	return true
}

// unplace takes position pos of house h out of the places of digit i+1
// in the house tables, and reports false when the digit is left without
// a place in a house where it is not placed.
func (s *solver) unplace(h, pos uint8, i int) bool {
	w := &s.where[h][i]
	*w &^= 1 << pos
	return *w != 0 || s.placed[h]&(1<<i) != 0
}

// unmark takes the digits gone of cell out of the house tables, and
// reports false when one of them is left without a place in a house
// where it is not placed.
func (s *solver) unmark(cell int, gone mask) bool {
	g := &geometry[cell]
	pr, pc, pb := uint16(1)<<g.posRow, uint16(1)<<g.posCol, uint16(1)<<g.posBox
	ok := true
	for m := gone; m != 0; m &= m - 1 {
		d := bits.TrailingZeros16(uint16(m))
		r, c, b := &s.where[g.row][d], &s.where[g.col][d], &s.where[g.box][d]
		*r &^= pr
		*c &^= pc
		*b &^= pb
		if *r == 0 && s.placed[g.row]&(1<<d) == 0 ||
			*c == 0 && s.placed[g.col]&(1<<d) == 0 ||
			*b == 0 && s.placed[g.box]&(1<<d) == 0 {
			ok = false
		}
	}
	return ok
}

// tables makes the house tables match s.c, and reports ErrSolved,
// ErrNoSolution or nil as refresh does. Tables that update kept up to
// date need only the check for a solved grid.
func (s *solver) tables() error {
	if !s.fresh {
		return s.refresh()
	}
	s.fresh = false // the search may change s.c; the caller says again
	var rows uint16
	for h := range 9 {
		rows |= s.empty[h]
	}
	if rows == 0 {
		return ErrSolved
	}
	return nil
}

// update brings the house tables, which matched before, up to date with
// s.c after the step s.step, and reports whether it could: a step that
// leaves a dead end, or anything it does not expect, leaves the tables to
// refresh, which names the error. Rebuilding the tables costs a pass over
// every candidate; a step changes a few cells, and updating costs a pass
// over those.
func (s *solver) update(before *Candidates) bool {
	for _, p := range s.step.Placements {
		if !p.valid() || before.values[p.Cell] != 0 {
			continue
		}
		d := digitMask(p.Digit)
		if before.marks[p.Cell]&d == 0 {
			return false // refresh finds the digit twice in a house
		}
		s.indexFilled(&geometry[p.Cell], d)
		if !s.clear(before, p.Cell) {
			return false
		}
		for _, q := range peers[p.Cell] {
			if !s.clear(before, int(q)) {
				return false
			}
		}
	}
	for _, e := range s.step.Eliminations {
		if e.valid() && !s.clear(before, e.Cell) {
			return false
		}
	}
	return true
}

// clear takes out of the house tables the candidates that cell had in
// before and has no longer in s.c, and marks before so that a second
// call for the cell does nothing. It reports false for a dead end: an
// empty cell left without candidates, or a digit left without a place in
// a house where it is not placed.
func (s *solver) clear(before *Candidates, cell int) bool {
	gone := before.marks[cell] &^ s.c.marks[cell]
	if gone == 0 {
		return true
	}
	if s.c.marks[cell] == 0 && s.c.values[cell] == 0 {
		return false
	}
	before.marks[cell] = s.c.marks[cell]
	return s.unmark(cell, gone)
}
