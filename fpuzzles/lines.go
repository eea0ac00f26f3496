package fpuzzles

import "github.com/sudokugo/sudoku"

// The lines f-puzzles draws with a rule of their own, beyond thermometers
// and arrows: {"lines":[[...], ...]}, each line of the list a line of its
// own.

// lineKinds maps the f-puzzles keys of lines to the kinds of
// [sudoku.Line] they read as. SudokuPad's lockout, zipper and double
// arrow lines have no f-puzzles key.
var lineKinds = map[string]sudoku.LineKind{
	"renban":        sudoku.RenbanLine,
	"betweenline":   sudoku.BetweenLine,
	"regionsumline": sudoku.RegionSumLine,
}

// line reads an item of the list of lines key.
func (c *converter) line(key string, item value) error {
	ls, _, err := lines(key, item)
	if err != nil {
		return err
	}
	for _, l := range ls {
		c.p.Rules.Lines = append(c.p.Rules.Lines, sudoku.Line{Kind: lineKinds[key], Cells: l})
	}
	return nil
}
