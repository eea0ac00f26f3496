package sudoku

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
// Path costs one Hint per step, and a [Count] when a uniqueness technique
// was used (a path that reaches the solution without one proves the
// puzzle unique on its own). A typical 17-clue puzzle takes some 60 steps
// and well under a millisecond. Path is safe for concurrent use.
func Path(puzzle Grid) ([]Step, error) {
	w := walker{keep: true}
	err := w.run(puzzle, true)
	if err == ErrNotUnique {
		w = walker{keep: true}
		if err = w.run(puzzle, false); err == nil {
			// Unreachable for a sound engine: a puzzle with several
			// solutions cannot be solved by deductions alone.
			err = ErrStuck
		}
	}
	if err != nil && err != ErrStuck {
		return nil, err
	}
	return w.steps, err
}

// A walker follows the path of a puzzle to its end, keeping its steps or
// only its grade.
type walker struct {
	s          solver
	keep       bool   // keep the steps
	steps      []Step // the steps, when kept
	grade      Grade  // the grade so far (Rating and Level unset)
	hardest    int    // the highest rating so far, in tenths
	pearl      int    // the highest rating up to the first placement
	diamond    int    // the first step's rating
	placed     bool   // a step placed a digit
	usedUnique bool   // a step relied on uniqueness
	// beforeUnique is the grid before the first step that relied on
	// uniqueness.
	beforeUnique Grid
}

// run walks the path of puzzle, trusting it to be unique when unique is
// set. It returns nil when the path reaches the solution; ErrNotUnique
// when, trusting uniqueness, it met a puzzle with several solutions; and
// otherwise the error that ended it.
func (w *walker) run(puzzle Grid, unique bool) error {
	if err := puzzle.Validate(); err != nil {
		return err
	}
	w.s.c = fromGrid(puzzle)
	w.s.c.unique = unique
	for {
		before := w.s.c.values
		err := w.s.advance()
		if err == nil {
			w.record(before)
			continue
		}
		if err == ErrSolved && !w.usedUnique {
			// Every step was a deduction valid in every solution,
			// and they led to one complete grid: it is the only
			// solution.
			return nil
		}
		// The steps before the first that relied on uniqueness hold in
		// every solution, so the grid they reached has the solutions of
		// the puzzle, and more clues: counting there is faster.
		check := Grid(w.s.c.values)
		if w.usedUnique {
			check = w.beforeUnique
		}
		switch Count(check, 2) {
		case 0:
			return ErrNoSolution
		case 2:
			if unique {
				return ErrNotUnique
			}
			return err
		}
		if err == ErrSolved {
			return nil
		}
		return err
	}
}

// record notes the step just applied to the grid before.
func (w *walker) record(before [81]uint8) {
	st := &w.s.step
	if w.keep {
		w.steps = append(w.steps, st.clone())
	}
	if needsUnique(st.Technique) {
		if !w.usedUnique {
			w.beforeUnique = before
		}
		w.usedUnique = true
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
	before := s.c
	s.c.Apply(s.step)
	if s.c == before {
		return ErrStuck
	}
	return nil
}
