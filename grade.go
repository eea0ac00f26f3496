// Rating: Rate, Grade and Level, the technique engine's path graded.

package sudoku

import (
	"context"
	"math"
	"strconv"
	"sync"
)

// A Level is a named band of ratings, as a puzzle site shows it.
type Level uint8

// The levels and their bands of rating (the rating of the hardest step,
// see [Grade]). A solved grid, which has no step, has no level: the zero
// Level.
const (
	Easy    Level = iota + 1 // 1.0-2.3: singles, and intersections or hidden pairs that leave one
	Medium                   // 2.4-4.0: intersections, pairs, triples, X-wings, swordfish
	Hard                     // 4.1-5.4: wings, unique rectangles and loops, quads, jellyfish
	Expert                   // 5.5-6.9: BUG, aligned pair exclusion, X-chains, XY-cycles
	Extreme                  // 7.0 and up: alternating inference chains, forcing chains, trial
)

// String returns the level's name in lower case ("easy"), or "level(N)"
// for an unknown value.
func (l Level) String() string {
	switch l {
	case Easy:
		return "easy"
	case Medium:
		return "medium"
	case Hard:
		return "hard"
	case Expert:
		return "expert"
	case Extreme:
		return "extreme"
	}
	return "level(" + strconv.Itoa(int(l)) + ")"
}

// levelOf returns the level of a rating in tenths.
func levelOf(tenths int) Level {
	for l := Easy; l < Extreme; l++ {
		if _, hi := l.band(); tenths <= hi {
			return l
		}
	}
	return Extreme
}

// band returns the ratings of a known level in tenths, from lo to hi;
// Extreme has no upper end, and hi is then math.MaxInt.
func (l Level) band() (lo, hi int) {
	switch l {
	case Easy:
		return 10, 23
	case Medium:
		return 24, 40
	case Hard:
		return 41, 54
	case Expert:
		return 55, 69
	}
	return 70, math.MaxInt
}

// A Grade is the difficulty of a puzzle for a person: the rating of the
// hardest step of its path, as [Path] finds it, and what that means.
type Grade struct {
	Rating  float64   // the hardest step's rating, one decimal; 0 for a solved grid
	Level   Level     // the band of Rating; 0 (no level) for a solved grid
	Hardest Technique // the technique of the hardest step (the first, on ties)
	Steps   int       // the number of steps of the path

	// Pearl and Diamond are the two other figures of Sudoku Explainer,
	// its pearl (EP) and diamond (ED) ratings, quoted with Rating as
	// ER/EP/ED. Pearl is the hardest step up to and including the first
	// that places a digit; Diamond is the rating of the first step.
	// So Diamond <= Pearl <= Rating, and all three are 0 for a solved grid.
	Pearl   float64
	Diamond float64
}

// Rate grades a unique puzzle as Sudoku Explainer (SE) 1.2.1.3 does: it
// follows the path of the steps SE takes (see [Hint] and [Path]),
// and the rating is that of the hardest step, on SE's scale; Pearl and
// Diamond are SE's two other figures. The techniques, their ratings and
// the choice of step are SE's, as far as measured: its direct pointing and
// hidden sets (which look for the single only in the boxes along the line
// or in the set's own house, and place it without eliminating), unique
// rectangles (4.5, type 3 more with its subset) and loops (4.6 and up),
// the BUG types (5.6-6.0), aligned pair (6.2) and triplet (7.5)
// exclusion, and its chaining techniques with their length bonus:
// bidirectional cycles (6.5 and up, 7.0 with mixed links), forcing
// X-chains (6.6 and up), XY-chains and alternating inference chains (7.0
// and up), Nishio forcing chains ([ForcingChain], 7.5 and up), cell and
// region forcing chains (8.0 and up) and dynamic forcing chains (8.5 and
// up), and above them SE's nested levels up to nested multiple forcing
// chains (9.0-11.x) but not the last, + dynamic forcing chains: where no
// technique applies it uses a trial by search (10.0). The agreement
// with SE's own rater, measured on committed samples (testdata/se; go
// test -run TestSEFiles -v -allsamples), is given in the README.
//
// Rate's work has a ceiling whatever the puzzle, its budget: the path
// has at most 729 steps, since each step removes at least one of the 729
// candidates (a step that would change nothing ends the path); each step
// tries each technique at most once; the pattern searches are bounded by
// the size of the grid; the chain searches are bounded too: a technique
// follows at most two branches per candidate (1,458), and a branch reaches
// each candidate at most once as true and once as false, so a step costs
// at most a few million implications; the nested forcing chains, whose
// branches run chains of their own, stop a search after four million
// inner branches (seconds of processor time; a step may run two such
// searches, at 9.5 and at 10.0) and then find nothing, so that the step
// falls to the next nested level (10.0 and up) or to a trial (10.0),
// and the rating may then differ from Sudoku Explainer's either way
// (none of the samples' puzzles reaches the budget); and
// the last resort, a trial, costs at most one [Count] per candidate. On
// the forum's hardest sample (testdata/puzzles), which needs the nested
// chains, Rate takes up to seconds of processor time a puzzle (about
// 0.7 s on average over the first 43), where Sudoku Explainer takes
// minutes; use [RateContext] to bound the time.
//
// A solved grid has no step to rate: its Grade is the zero Grade, rating
// 0.0 with no level (the zero Level), no technique and no step.
//
// Rate returns the error of [Grid.Validate] for an invalid grid,
// [ErrNoSolution] for a puzzle without solution and [ErrNotUnique] for one
// with several.
//
// Rate costs the search for each step of the path, plus one Count(g, 2)
// of the grid where the pattern techniques (up to the XYZ-wing) first find
// nothing, before it tries anything costlier: a puzzle with several
// solutions, or none, ends there with its error in microseconds (the
// empty grid in some 30 µs), where the chains would search in vain for
// seconds; a puzzle that the patterns solve needs no count. An easy
// puzzle (singles only) takes about 7 microseconds and allocates
// nothing; harder ones also allocate scratch space for their chains. A
// typical 17-clue puzzle takes well
// under a millisecond, a puzzle that needs dynamic forcing chains tens
// of milliseconds, one that needs nested forcing chains seconds (figures
// in the README).
// It is safe for concurrent use.
func Rate(puzzle Grid) (Grade, error) {
	w := newWalker()
	defer walkers.Put(w)
	return w.rate(puzzle)
}

// RateContext is [Rate] bounded by ctx: it returns ctx's error, and the
// zero Grade, once ctx is done. It looks at ctx between steps, before each
// technique it tries and, in the nested forcing chains, which may take
// seconds on the hardest puzzles, every thousand or so branches, so it
// returns within milliseconds of ctx's end. A nil ctx is allowed and
// means no cancellation, as with [Rate].
func RateContext(ctx context.Context, puzzle Grid) (Grade, error) {
	w := newWalker()
	defer walkers.Put(w)
	w.s.ctx = ctx
	g, err := w.rate(puzzle)
	w.s.ctx = nil // the pool must not keep ctx alive
	if ctx == nil {
		return g, err
	}
	if cerr := ctx.Err(); cerr != nil {
		return Grade{}, cerr
	}
	return g, err
}

// walkers holds the walkers of Rate not in use. The solver's searches
// take their pointer, so a walker would live on the heap anyway: one from
// the pool saves that allocation (over a kilobyte) and the growth of its
// step's slices, which on an easy puzzle cost about a tenth of the time.
var walkers = sync.Pool{New: func() any { return new(walker) }}

// newWalker returns a walker from walkers, set as a new one is but for
// the capacity of its step's slices.
func newWalker() *walker {
	w := walkers.Get().(*walker)
	st := w.s.step
	*w = walker{}
	w.s.step = Step{
		Placements:   st.Placements[:0],
		Eliminations: st.Eliminations[:0],
		Pattern:      st.Pattern[:0],
	}
	return w
}

// rate walks the path of puzzle and grades it.
func (w *walker) rate(puzzle Grid) (Grade, error) {
	if err := w.run(puzzle, true); err != nil {
		return Grade{}, err
	}
	g := w.grade
	g.Rating = float64(w.hardest) / 10
	g.Pearl = float64(w.pearl) / 10
	g.Diamond = float64(w.diamond) / 10
	if g.Steps > 0 {
		g.Level = levelOf(w.hardest)
	}
	return g, nil
}
