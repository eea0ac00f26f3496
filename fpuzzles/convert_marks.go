package fpuzzles

import (
	"strconv"

	"github.com/sudokugo/sudoku"
)

// This file reads the f-puzzles keys of the rules of single cells and
// corners: "odd", "even", "minimum", "maximum" and "quadruple".

// markKey reads the list of one of those keys.
func (c *converter) markKey(key string, v value) error {
	r := &c.p.Rules
	lists := map[string]*[]int{"odd": &r.Odd, "even": &r.Even,
		"minimum": &r.Minimums, "maximum": &r.Maximums}
	if key == "quadruple" {
		return v.each(c.quadruple)
	}
	return v.each(func(item value) error {
		_, f, err := requiredItem(key, item, "cell")
		if err != nil {
			return err
		}
		cell, err := f.cell()
		if err != nil {
			return err
		}
		*lists[key] = append(*lists[key], cell)
		return nil
	})
}

// quadruple reads a quadruple: {"cells":[four cells of a 2×2 square],
// "values":[digits]}.
func (c *converter) quadruple(item value) error {
	fields, f, err := requiredItem("quadruple", item, "cells", "values")
	if err != nil {
		return err
	}
	cells, err := f.cells()
	if err != nil {
		return err
	}
	top := 80
	for _, x := range cells {
		top = min(top, x)
	}
	square := len(cells) == 4 && top%9 < 8
	for _, x := range cells {
		square = square && (x == top || x == top+1 || x == top+9 || x == top+10)
	}
	if !square || cells[0] == cells[1] || cells[0] == cells[2] || cells[0] == cells[3] ||
		cells[1] == cells[2] || cells[1] == cells[3] || cells[2] == cells[3] {
		return f.fail("is not the four cells of a 2×2 square")
	}
	vf, err := required(item, fields, "values")
	if err != nil {
		return err
	}
	var digits []int
	err = vf.each(func(d value) error {
		n, err := d.integer()
		if err != nil {
			return err
		}
		if n < 1 || n > 9 {
			return d.fail("is not a digit 1-9")
		}
		digits = append(digits, n)
		return nil
	})
	if err != nil {
		return err
	}
	if len(digits) < 1 || len(digits) > 4 {
		return vf.fail("is not one to four digits, but " + strconv.Itoa(len(digits)))
	}
	c.p.Rules.Quadruples = append(c.p.Rules.Quadruples,
		sudoku.Quadruple{Cell: top, Digits: digits})
	return nil
}
