package fpuzzles

import (
	"slices"
	"strconv"

	"github.com/sudokugo/sudoku"
)

// This file reads f-puzzles' clues outside the grid: "littlekillersum"
// and "sandwichsum". Their "cell" is the place of the clue, one step
// outside the grid: row 0 or 10, or column 0 or 10, as in "R0C3".

// littleKiller reads a little killer: {"cell":"R0C1","direction":"DR",
// "value":"12"}, the clue outside the grid and the way its arrow points
// (UL, UR, DL or DR); the cells are the diagonal from the clue to the
// far edge, nearest first. A "cells" list, which f-puzzles writes too,
// must be that diagonal. A clue without a value gives no rule.
func (c *converter) littleKiller(item value) error {
	const key = "littlekillersum"
	fields, f, err := requiredItem(key, item, "cell", "cells", "direction", "value")
	if err != nil {
		return err
	}
	r, col, err := f.outsideCell()
	if err != nil {
		return err
	}
	d, err := required(item, fields, "direction")
	if err != nil {
		return err
	}
	dir, err := d.str()
	if err != nil {
		return err
	}
	steps := map[string][2]int{"UL": {-1, -1}, "UR": {-1, 1}, "DL": {1, -1}, "DR": {1, 1}}
	step, ok := steps[dir]
	if !ok {
		return d.fail("is not a direction UL, UR, DL or DR")
	}
	var cells []int
	for r, col = r+step[0], col+step[1]; 1 <= r && r <= 9 && 1 <= col && col <= 9; r, col = r+step[0], col+step[1] {
		cells = append(cells, (r-1)*9+col-1)
	}
	if len(cells) == 0 {
		return d.fail("points away from the grid from " + cut(compact(f.raw)))
	}
	if l, ok := fields["cells"]; ok {
		listed, err := l.cells()
		if err != nil {
			return err
		}
		if !slices.Equal(listed, cells) {
			return l.fail("is not the diagonal the clue points along")
		}
	}
	return c.outside(key, fields, sudoku.LittleKillerClue, cells)
}

// sandwich reads a sandwich sum: {"cell":"R0C3","value":"2"}, the clue
// above a column or left of a row (below or right of it is read too),
// whose cells are the row or column, nearest first. A clue without a
// value gives no rule.
func (c *converter) sandwich(item value) error {
	const key = "sandwichsum"
	fields, f, err := requiredItem(key, item, "cell", "value")
	if err != nil {
		return err
	}
	r, col, err := f.outsideCell()
	if err != nil {
		return err
	}
	// The step from the clue into the grid.
	dr, dc := 0, 0
	switch {
	case r == 0 && col >= 1 && col <= 9:
		dr = 1
	case r == 10 && col >= 1 && col <= 9:
		dr = -1
	case col == 0 && r >= 1 && r <= 9:
		dc = 1
	case col == 10 && r >= 1 && r <= 9:
		dc = -1
	default:
		return f.fail("is not beside a row or column")
	}
	var cells []int
	for r, col = r+dr, col+dc; 1 <= r && r <= 9 && 1 <= col && col <= 9; r, col = r+dr, col+dc {
		cells = append(cells, (r-1)*9+col-1)
	}
	return c.outside(key, fields, sudoku.SandwichClue, cells)
}

// outside adds the clue of the kind over the cells, with the total in
// the item's "value"; none when the value is missing or empty.
func (c *converter) outside(key string, fields map[string]value, kind sudoku.OutsideKind, cells []int) error {
	v, ok := fields["value"]
	if !ok {
		return nil
	}
	s, ok := v.text()
	if !ok {
		return v.fail("is not a " + key + " value")
	}
	if s == "" {
		return nil
	}
	n, err := strconv.Atoi(s)
	if err != nil {
		return &UnsupportedError{Constraint: key, Path: v.path,
			Detail: key + " value " + strconv.Quote(s)}
	}
	c.p.Rules.Outside = append(c.p.Rules.Outside,
		sudoku.OutsideClue{Kind: kind, Cells: cells, Value: n})
	return nil
}

// outsideCell reads the place of a clue, "R0C0" to "R10C10" (either
// case): a cell of the grid or of the ring around it, not inside.
func (v value) outsideCell() (r, c int, err error) {
	s, err := v.str()
	if err != nil {
		return 0, 0, err
	}
	num := func(t string) int {
		n, err := strconv.Atoi(t)
		if err != nil || n < 0 || n > 10 || t != strconv.Itoa(n) {
			return -1
		}
		return n
	}
	k := -1
	for i := 1; i < len(s); i++ {
		if s[i] == 'C' || s[i] == 'c' {
			k = i
			break
		}
	}
	if len(s) < 4 || (s[0] != 'R' && s[0] != 'r') || k < 0 {
		return 0, 0, v.fail("is not a cell outside the grid")
	}
	r, c = num(s[1:k]), num(s[k+1:])
	if r < 0 || c < 0 || 1 <= r && r <= 9 && 1 <= c && c <= 9 {
		return 0, 0, v.fail("is not a cell outside the grid")
	}
	return r, c, nil
}
