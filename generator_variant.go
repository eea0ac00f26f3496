package sudoku

import (
	"context"
	"fmt"
	"slices"
)

// variantFillNodes bounds the search for a random solution under the
// rules of one try; a try whose rules (a drawn jigsaw, say) admit no
// solution found within it is drawn again.
const variantFillNodes = 1 << 16

// killerSteps bounds the uniqueness checks that refineKiller makes for
// one cage layout before it gives up on it.
const killerSteps = 80

// killerRedraws is the number of first steps of refineKiller that draw
// cages again rather than split them.
const killerRedraws = 40

// variant reports whether g asks for puzzles with other than classic
// rules.
func (g Generator) variant() bool { return g.Rules != nil || g.Layout != 0 }

// checkVariant reports the options of a variant Generator that make no
// sense, wrapping ErrOptions.
func (g Generator) checkVariant() error {
	const all = 1<<numLayoutBits - 1
	switch {
	case g.graded():
		return optionsError("Level, MinRating, MaxRating and Grade are for classic rules only")
	case g.Layout&^all != 0:
		return optionsError("Layout %v is unknown", g.Layout&^all)
	case g.Layout&NegativeLayout != 0 && g.Layout&(KropkiLayout|XVLayout) == 0:
		return optionsError("Layout %v has negative without kropki or xv", g.Layout)
	case g.Layout&KillerLayout != 0 && g.MinClues > 0:
		return optionsError("MinClues %d with killer cages, which need no clues", g.MinClues)
	case g.Rules == nil:
		return nil
	case g.Layout&JigsawLayout != 0 && g.Rules.Regions != nil:
		return optionsError("Layout %v draws regions over Rules that have some", g.Layout)
	case g.Layout&KillerLayout != 0 && len(g.Rules.Cages) > 0:
		return optionsError("Layout %v draws cages over Rules that have some", g.Layout)
	}
	if err := g.Rules.Check(); err != nil {
		return fmt.Errorf("Rules: %w: %w", ErrOptions, err)
	}
	return nil
}

// generateVariant is Generate for variant rules: each try draws the
// rules and a solution, then makes the puzzle unique, with cages or by
// carving.
func (g Generator) generateVariant(ctx context.Context, r Rand) (Generated, error) {
	if err := g.checkVariant(); err != nil {
		return Generated{}, err
	}
	tries := g.MaxTries
	if tries == 0 {
		tries = DefaultMaxTries
	}
	os := orbits[g.Symmetry]
	for t := 1; t <= tries; t++ {
		if ctx != nil {
			if err := ctx.Err(); err != nil {
				return Generated{}, err
			}
		}
		rs, solution, ok := g.drawVariant(r)
		if !ok {
			continue
		}
		var puzzle Grid
		if g.Layout&KillerLayout != 0 {
			if puzzle, ok = refineKiller(rs, solution, r, os); !ok {
				continue
			}
		} else {
			puzzle = rs.carve(solution, r, os, g.MinClues)
		}
		clues := 0
		for _, v := range puzzle {
			if v != 0 {
				clues++
			}
		}
		if g.MaxClues > 0 && clues > g.MaxClues ||
			g.Minimal && !minimalUnder(rs, puzzle) {
			continue
		}
		return Generated{Puzzle: puzzle, Solution: solution, Clues: clues,
			Tries: t, Rules: rs}, nil
	}
	return Generated{}, fmt.Errorf("no puzzle met the options in %d tries: %w", tries, ErrBudget)
}

// drawVariant draws the rules of one puzzle from r, g.Rules with the
// layouts of g.Layout, and a solution under them; it reports false when
// no solution turned up. The rules are g.Rules itself when there is no
// layout to draw, and a new Rules otherwise.
func (g Generator) drawVariant(r Rand) (*Rules, Grid, bool) {
	if g.Layout == 0 {
		if boxesOnly(g.Rules) {
			return g.Rules, randomGrid(r), true
		}
		sol, ok := g.Rules.randomSolution(r, variantFillNodes)
		return g.Rules, sol, ok
	}
	rs := new(Rules)
	if g.Rules != nil {
		*rs = *g.Rules // the slices are clipped before any append below
	}
	if g.Layout&JigsawLayout != 0 {
		reg := drawRegions(r)
		rs.Regions = &reg
	}
	var sol Grid
	if boxesOnly(rs) {
		sol = randomGrid(r)
	} else {
		var ok bool
		if sol, ok = rs.randomSolution(r, variantFillNodes); !ok {
			return nil, sol, false
		}
	}
	drawOver(rs, sol, r, g.Layout)
	return rs, sol, true
}

// boxesOnly reports whether rs holds no rule beyond classic Sudoku's.
func boxesOnly(rs *Rules) bool {
	return rs.Regions == nil && !rs.MainDiagonal && !rs.AntiDiagonal &&
		!rs.Windoku && !rs.DisjointGroups && !rs.AntiKnight && !rs.AntiKing &&
		!rs.NonConsecutive && !rs.AllWhite && !rs.AllBlack && !rs.AllXV &&
		len(rs.Houses)+len(rs.Cages)+len(rs.Thermos)+len(rs.Arrows)+len(rs.Dots) == 0 &&
		!rs.beyondHouses()
}

// drawOver adds to rs the cages, lines and dots of layout, drawn from r
// over the solution sol, in that order.
func drawOver(rs *Rules, sol Grid, r Rand, layout Layout) {
	if layout&KillerLayout != 0 {
		rs.Cages = append(slices.Clip(rs.Cages), drawCages(sol, r)...)
	}
	// Lines keep off each other's cells, and off those of lines given.
	var used [81]bool
	for _, th := range rs.Thermos {
		for _, c := range th.Cells {
			used[c] = true
		}
	}
	for _, a := range rs.Arrows {
		for _, c := range append(slices.Clip(a.Circle), a.Cells...) {
			used[c] = true
		}
	}
	if layout&ThermoLayout != 0 {
		rs.Thermos = append(slices.Clip(rs.Thermos), drawThermos(sol, r, &used)...)
	}
	if layout&ArrowLayout != 0 {
		rs.Arrows = append(slices.Clip(rs.Arrows), drawArrows(sol, r, &used)...)
	}
	kropki, xv := layout&KropkiLayout != 0, layout&XVLayout != 0
	if !kropki && !xv {
		return
	}
	marked := map[[2]int]bool{}
	for _, d := range rs.Dots {
		marked[[2]int{min(d.A, d.B), max(d.A, d.B)}] = true
	}
	every := layout&NegativeLayout != 0
	has := func(a, b int) bool { return marked[[2]int{a, b}] }
	rs.Dots = append(slices.Clip(rs.Dots), drawDots(sol, r, kropki, xv, every, has)...)
	if every {
		rs.AllWhite = rs.AllWhite || kropki
		rs.AllBlack = rs.AllBlack || kropki
		rs.AllXV = rs.AllXV || xv
	}
}

// refineKiller makes a puzzle with no givens unique under rs, whose
// cages cover the grid over the solution sol, and returns it. While a
// second solution exists, it draws again the cages that hold a cell
// where the two differ (killerRedraws times at most); then it splits a
// cage of four cells or more that holds such a cell (changing rs.Cages);
// and when there is none, it gives the solution's digits in the orbit
// (of os) of such a cell. Givens left redundant by later steps are
// carved away. It reports false when killerSteps checks did not make the
// puzzle unique.
func refineKiller(rs *Rules, sol Grid, r Rand, os []orbit) (Grid, bool) {
	var puzzle Grid
	givens := false
	for step := range killerSteps {
		sols := rs.Solve(puzzle, 2)
		if len(sols) == 1 {
			if givens {
				puzzle = rs.carve(puzzle, r, os, 0)
			}
			return puzzle, true
		}
		if len(sols) == 0 {
			return puzzle, false // not under rules that sol keeps
		}
		other := sols[0]
		if other == sol {
			other = sols[1]
		}
		var diff []uint8
		for c := range 81 {
			if other[c] != sol[c] {
				diff = append(diff, uint8(c))
			}
		}
		shuffle(diff, r)
		if step < killerRedraws {
			redrawAt(rs, sol, r, diff)
			continue
		}
		if splitAt(rs, sol, r, diff) {
			continue
		}
		c := diff[0]
		for _, o := range os {
			if slices.Contains(o.cells[:o.n], c) {
				for _, x := range o.cells[:o.n] {
					puzzle[x] = sol[x]
				}
			}
		}
		givens = true
	}
	return puzzle, false
}

// redrawAt draws again, from r over sol, the cages of rs that hold one
// of cells or a neighbour of one.
func redrawAt(rs *Rules, sol Grid, r Rand, cells []uint8) {
	var near [81]bool
	for _, c := range cells {
		near[c] = true
		for _, b := range layoutSteps[c] {
			if b >= 0 {
				near[b] = true
			}
		}
	}
	var free [81]bool
	var keep []Cage
	for _, cg := range rs.Cages {
		if slices.ContainsFunc(cg.Cells, func(c int) bool { return near[c] }) {
			for _, c := range cg.Cells {
				free[c] = true
			}
			continue
		}
		keep = append(keep, cg)
	}
	rs.Cages = regrowCages(sol, r, keep, &free)
}

// splitAt splits the first cage of rs, taken in the order of cells, that
// holds one of cells and that splitCage can split, keeping the cages in
// the order of their first cell; it reports whether it split one.
func splitAt(rs *Rules, sol Grid, r Rand, cells []uint8) bool {
	for _, c := range cells {
		k := slices.IndexFunc(rs.Cages, func(cg Cage) bool {
			return slices.Contains(cg.Cells, int(c))
		})
		if k < 0 {
			continue
		}
		a, b, ok := splitCage(rs.Cages[k].Cells, r)
		if !ok {
			continue
		}
		rs.Cages[k] = cageOver(sol, a)
		rs.Cages = append(rs.Cages, cageOver(sol, b))
		slices.SortFunc(rs.Cages, func(x, y Cage) int { return x.Cells[0] - y.Cells[0] })
		return true
	}
	return false
}

// minimalUnder reports whether no clue can be removed from p, unique
// under rs, without admitting a second solution.
func minimalUnder(rs *Rules, p Grid) bool {
	for c, v := range p {
		if v == 0 {
			continue
		}
		p[c] = 0
		unique := rs.IsUnique(p)
		p[c] = v
		if unique {
			return false
		}
	}
	return true
}
