package sudoku

import (
	"math"
	"strconv"
)

// A Level is a named band of ratings, as a puzzle site shows it.
type Level uint8

// The levels and their bands of rating (the rating of the hardest step,
// see [Grade]). A solved grid, which has no step, has no level: the zero
// Level.
const (
	Easy    Level = iota + 1 // 1.0-2.3: singles, and intersections or hidden pairs that leave one
	Medium                   // 2.4-4.0: intersections, pairs, triples, X-wings, swordfish
	Hard                     // 4.1-5.4: wings, unique rectangles, quads, jellyfish
	Expert                   // 5.5-6.9: BUG, single-digit patterns, finned fish, X- and XY-chains
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
}

// Rate grades a unique puzzle. The rating is on the scale of Sudoku
// Explainer and agrees with it where both use the same techniques: every
// technique of Sudoku Explainer up to 5.6 (BUG) is here with its rating,
// including its direct pointing, claiming and hidden pairs and triples
// (1.7-2.5: the same patterns when they leave a hidden single). On nine of
// eleven newspaper puzzles with published ratings the two agree; on the
// other two this package finds a direct technique one step earlier and
// rates lower. Above 5.6 this package rates single-digit patterns,
// finned fish and W-wings as the short chains they are (6.5-6.7), and
// then uses Sudoku Explainer's chaining techniques with its ratings and
// its length bonus, taking at each step the one rated lowest: its
// bidirectional cycles (6.5 and up, 7.0 with mixed links) and forcing
// chains (X-chains 6.6 and up; XY-chains and alternating inference chains
// 7.0 and up), Nishio forcing chains ([ForcingChain], 7.5 and up), cell
// and region forcing chains (8.0 and up) and dynamic forcing chains (8.5
// and up). It has no nested forcing chains (Sudoku Explainer's 9.0-11.9):
// where the dynamic chains fail it uses a trial by search (10.0).
//
// The chain searches are bounded: a technique follows at most two
// branches per candidate (1,458), and a branch reaches each candidate at
// most once as true and once as false, so a step costs at most a few
// million implications whatever the puzzle; a trial costs one [Count] per
// candidate tried.
//
// A solved grid has no step to rate: its Grade is the zero Grade, rating
// 0.0 with no level (the zero Level), no technique and no step.
//
// Rate returns the error of [Grid.Validate] for an invalid grid,
// [ErrNoSolution] for a puzzle without solution and [ErrNotUnique] for one
// with several.
//
// Rate costs the search for each step of the path, plus one [Count] when
// a uniqueness technique was used, and allocates only while its scratch
// space grows: a typical 17-clue puzzle
// takes well under a millisecond, a puzzle that needs dynamic forcing
// chains tens of
// milliseconds. It is safe for concurrent use.
func Rate(puzzle Grid) (Grade, error) {
	var w walker
	if err := w.run(puzzle, true); err != nil {
		return Grade{}, err
	}
	g := w.grade
	g.Rating = float64(w.hardest) / 10
	if g.Steps > 0 {
		g.Level = levelOf(w.hardest)
	}
	return g, nil
}
