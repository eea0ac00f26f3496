package sudoku

import (
	"context"
	"errors"
	"fmt"
	"math"
)

// A Generator makes puzzles with chosen properties: a symmetry of the
// clues, a range of clue counts, and minimality. The zero Generator makes
// unique minimal puzzles with no symmetry: the same ones as [Generate] for
// the same seed.
//
// A Generator is a value holding options only; its methods are safe for
// concurrent use when each goroutine has its own [Rand].
type Generator struct {
	// Symmetry is the pattern that the clues keep. Clues are removed
	// orbit by orbit (a cell with its images), so the puzzle is unique and
	// no orbit of clues can be removed from it.
	Symmetry Symmetry

	// Minimal asks for puzzles from which no single clue can be removed.
	// Without symmetry every carved puzzle is minimal; with symmetry the
	// Generator draws again until it carves one that is.
	Minimal bool

	// MinClues and MaxClues bound the number of clues; 0 means no bound.
	// Carving stops before the count would fall below MinClues (so such a
	// puzzle may not be minimal), and a puzzle with more than MaxClues
	// clues is drawn again. Both are at most 81, and MaxClues, when set,
	// at least 17: no puzzle with fewer clues is unique.
	MinClues, MaxClues int

	// Level, when not 0, asks for puzzles that [Rate] grades at that
	// level.
	Level Level

	// MinRating and MaxRating bound the rating that [Rate] gives, on the
	// Sudoku Explainer scale, bounds included, compared with one decimal;
	// 0 means no bound. They are finite and not negative, MinRating is at
	// most 11.7 (a nested multiple forcing chain of the greatest
	// complexity a chain search keeps, a bound no rating passes) and
	// MaxRating at least 1.0 (a full house, the lowest).
	MinRating, MaxRating float64

	// Grade asks for the grade of every puzzle, even without a level or a
	// rating to meet. It is given whenever one is asked for.
	Grade bool

	// MaxTries bounds the number of puzzles drawn in one call; 0 means
	// DefaultMaxTries. When they run out, Generate returns ErrBudget.
	MaxTries int

	// Rules, when not nil, are variant rules that every puzzle keeps; nil
	// is classic Sudoku. Each try then draws a random solution under the
	// rules and the layouts of Layout, and carves its clues orbit by
	// orbit of Symmetry as for classic puzzles, keeping a removal when
	// the puzzle stays unique under the rules; MinClues, MaxClues and
	// Minimal work as for classic puzzles. Rules that [Rules.Check]
	// rejects are an error wrapping [ErrOptions], and so are a Level, a
	// rating range or Grade together with Rules or a Layout: there are no
	// grades for variants yet. The Generator only reads Rules; for a
	// [Puzzle] p, give &p.Rules.
	Rules *Rules

	// Layout names the kinds of rule layouts (jigsaw regions, killer
	// cages, thermometers, arrows, dots) that are drawn at random for
	// every puzzle on top of Rules, as [Layout] describes; the zero
	// Layout draws none.
	Layout Layout
}

// DefaultMaxTries is the number of puzzles a [Generator] draws at most in
// one call when its MaxTries is 0.
const DefaultMaxTries = 10000

// ErrBudget is returned, wrapped, when a search or a generation stops
// because the budget it was given ran out.
var ErrBudget = errors.New("budget exhausted")

// Generated is a puzzle made by a [Generator], with what is known of it.
type Generated struct {
	Puzzle   Grid // the puzzle, with exactly one solution
	Solution Grid // its solution
	Clues    int  // the number of clues of Puzzle
	Tries    int  // the number of puzzles drawn to find this one, from 1

	// Grade is the puzzle's grade by [Rate] when the Generator asked for
	// one (a level, a rating range, or Grade); otherwise it is zero.
	Grade Grade

	// Rules are the rules of the puzzle: nil for classic Sudoku; the
	// Generator's Rules when it draws no Layout; otherwise a new Rules,
	// its own, with the layouts drawn for this puzzle. The puzzle as a
	// [Puzzle] is Puzzle{Grid: Puzzle, Rules: *Rules} when Rules is not
	// nil, and Puzzle{Grid: Puzzle} when it is. [encoding/json.Marshal]
	// writes a nil Rules as null, which reads back as nil.
	Rules *Rules
}

// Generate draws puzzles from r until one has every property that g asks
// for, and returns it. Each try fills a random complete grid and carves
// it, as [Generate] describes, orbit by orbit of g.Symmetry.
//
// The same sequence from r and the same options give the same puzzle in
// every v1 release. The call ends with an error wrapping [ErrBudget] after
// g.MaxTries tries, or with ctx.Err() when ctx is done (checked between
// tries, and while a try's puzzle is rated, as by [RateContext]); a nil
// ctx is taken as [context.Background]. It ends at once, drawing
// nothing, with an error wrapping [ErrOptions] that names the
// option, for options that make no sense or that no puzzle can meet: an
// unknown symmetry or level; a negative bound or MaxTries; a clue bound
// above 81, a MaxClues below 17, or MinClues above MaxClues; a rating
// bound that is NaN or infinite, a MinRating above 11.7 or a MaxRating
// below 1.0, MinRating above MaxRating, or a rating range outside
// Level's band; a level or a rating range with MinClues 81, which leaves
// a solved grid. A nil r is a programmer's mistake, and it too ends the
// call with an error wrapping ErrOptions. Options that are possible but
// rare (such as 17 clues) end with ErrBudget when the tries run out.
//
// The grade, when one is asked for, is that of [Rate], and so a puzzle
// found for a level or a rating stays the same in later releases only as
// long as Rate grades every puzzle drawn before it the same. Tests lock
// both.
//
// A try costs one fill and one carve, about 81 uniqueness checks, and a
// [Rate] when a grade is asked for; how many tries a call needs depends
// on how rare the asked puzzles are. Measured on one core with
// BenchmarkGenerator and BenchmarkGeneratorLevel (go test -run '^$'
// -bench 'Generator' -count 6), a try takes about 0.09 ms without a
// grade and 0.43 ms with one, and the levels take on average: easy 1.8
// tries (0.8 ms), medium 19 tries (8.3 ms), hard 14 tries (5.6 ms),
// expert 5.7 tries (2.4 ms), extreme 7.0 tries (3.0 ms). A rating range
// narrower than a level may take far more: bound it with MaxTries or ctx.
func (g Generator) Generate(ctx context.Context, r Rand) (Generated, error) {
	if err := g.check(); err != nil {
		return Generated{}, err
	}
	if r == nil {
		return Generated{}, optionsError("nil Rand")
	}
	if g.variant() {
		return g.generateVariant(ctx, r)
	}
	tries := g.MaxTries
	if tries == 0 {
		tries = DefaultMaxTries
	}
	for t := 1; t <= tries; t++ {
		if ctx != nil {
			if err := ctx.Err(); err != nil {
				return Generated{}, err
			}
		}
		solution := randomGrid(r)
		puzzle := carve(solution, r, orbits[g.Symmetry], g.MinClues)
		clues := 0
		for _, v := range puzzle {
			if v != 0 {
				clues++
			}
		}
		if g.MaxClues > 0 && clues > g.MaxClues {
			continue
		}
		if g.Minimal && !minimal(puzzle) {
			continue
		}
		p := Generated{Puzzle: puzzle, Solution: solution, Clues: clues, Tries: t}
		if g.graded() {
			grade, err := RateContext(ctx, puzzle)
			if ctx != nil && ctx.Err() != nil {
				return Generated{}, ctx.Err()
			}
			if err != nil || !g.accepts(grade) {
				continue
			}
			p.Grade = grade
		}
		return p, nil
	}
	return Generated{}, fmt.Errorf("no puzzle met the options in %d tries: %w", tries, ErrBudget)
}

// ErrOptions is wrapped by the error of [Generator.Generate] for options
// that make no sense or that no puzzle can meet, and for a nil [Rand].
var ErrOptions = errors.New("invalid generator options")

// optionsError returns an error wrapping ErrOptions with the message
// that format and a make.
func optionsError(format string, a ...any) error {
	return fmt.Errorf("%s: %w", fmt.Sprintf(format, a...), ErrOptions)
}

// maxClues is the number of cells, the most clues a puzzle can have, and
// fewestClues the fewest that a unique puzzle has: no 16-clue puzzle is
// unique (McGuire, Tugemann and Civario, 2012, by exhaustive search).
const (
	maxClues    = 81
	fewestClues = 17
)

// lowestTenths and highestTenths bound the ratings, in tenths, that
// [Rate] gives a puzzle with an empty cell: a full house, the lowest,
// and a nested multiple forcing chain of the greatest complexity that a
// chain search keeps (11.7), above a trial's 10.0 and the other chains;
// the hardest puzzles known rate about 11.
var (
	lowestTenths  = techniqueInfo[FullHouse].tenths
	highestTenths = chainRating(techniqueInfo[NestedMultipleChain].tenths, maxChainComplexity)
)

// check reports options that make no sense or that no puzzle can meet,
// naming the option.
func (g Generator) check() error {
	switch {
	case g.Symmetry >= numSymmetries:
		return optionsError("Symmetry %v is unknown", g.Symmetry)
	case g.MinClues < 0 || g.MinClues > maxClues:
		return optionsError("MinClues %d is outside 0-%d", g.MinClues, maxClues)
	case g.MaxClues < 0 || g.MaxClues > maxClues:
		return optionsError("MaxClues %d is outside 0-%d", g.MaxClues, maxClues)
	case g.MaxClues > 0 && g.MaxClues < fewestClues && !g.variant():
		// Variant rules can make fewer clues unique, down to none.
		return optionsError("MaxClues %d is below %d, the fewest clues of a unique puzzle",
			g.MaxClues, fewestClues)
	case g.MaxClues > 0 && g.MinClues > g.MaxClues:
		return optionsError("MinClues %d is above MaxClues %d", g.MinClues, g.MaxClues)
	case g.MaxTries < 0:
		return optionsError("MaxTries %d is negative", g.MaxTries)
	case g.Level > Extreme:
		return optionsError("Level %v is unknown", g.Level)
	}
	if err := g.checkRatings(); err != nil {
		return err
	}
	if g.MinClues == maxClues && (g.Level != 0 || g.MinRating > 0 || g.MaxRating > 0) {
		// Carving stops at once: the puzzle is the solved grid, which
		// has no step to rate.
		return optionsError("MinClues %d leaves a solved grid, "+
			"which has no level or rating", g.MinClues)
	}
	return nil
}

// checkRatings reports a rating bound of g that is not a rating, or that
// no puzzle can meet.
func (g Generator) checkRatings() error {
	for _, b := range []struct {
		name string
		x    float64
	}{{"MinRating", g.MinRating}, {"MaxRating", g.MaxRating}} {
		// NaN fails x >= 0.
		if !(b.x >= 0) || math.IsInf(b.x, 1) {
			return optionsError("%s %v is not 0 or a finite positive rating", b.name, b.x)
		}
	}
	lo, hi := tenths(g.MinRating), tenths(g.MaxRating)
	switch {
	case lo > highestTenths:
		return optionsError("MinRating %v is above %.1f, the highest rating",
			g.MinRating, float64(highestTenths)/10)
	case g.MaxRating > 0 && hi < lowestTenths:
		return optionsError("MaxRating %v is below %.1f, the lowest rating",
			g.MaxRating, float64(lowestTenths)/10)
	case g.MaxRating > 0 && lo > hi:
		return optionsError("MinRating %v is above MaxRating %v", g.MinRating, g.MaxRating)
	case g.Level != 0 && !g.levelMeetsRating():
		return optionsError("no %v puzzle rates %v-%v", g.Level, g.MinRating, g.MaxRating)
	}
	return nil
}

// levelMeetsRating reports whether some rating of g.Level lies within
// g.MinRating-g.MaxRating.
func (g Generator) levelMeetsRating() bool {
	lo, hi := g.Level.band()
	if g.MinRating > 0 {
		lo = max(lo, tenths(g.MinRating))
	}
	if g.MaxRating > 0 {
		hi = min(hi, tenths(g.MaxRating))
	}
	return lo <= hi
}

// tenths returns a rating in tenths, the unit of ratings. x must not be
// NaN; ratings above 1000 are taken as 1000, far above any that [Rate]
// gives, so that the conversion cannot overflow.
func tenths(x float64) int { return int(math.Round(min(x, 1000) * 10)) }

// graded reports whether g needs the grade of each puzzle.
func (g Generator) graded() bool {
	return g.Grade || g.Level != 0 || g.MinRating > 0 || g.MaxRating > 0
}

// accepts reports whether a grade meets the level and rating that g asks
// for. Ratings have one decimal, so the bounds are compared in tenths.
func (g Generator) accepts(grade Grade) bool {
	r := tenths(grade.Rating)
	switch {
	case g.Level != 0 && grade.Level != g.Level:
		return false
	case g.MinRating > 0 && r < tenths(g.MinRating):
		return false
	case g.MaxRating > 0 && r > tenths(g.MaxRating):
		return false
	}
	return true
}

// minimal reports whether no clue can be removed from the unique puzzle p
// without admitting a second solution.
func minimal(p Grid) bool {
	for c, v := range p {
		if v == 0 {
			continue
		}
		p[c] = 0
		unique := IsUnique(p)
		p[c] = v
		if unique {
			return false
		}
	}
	return true
}
