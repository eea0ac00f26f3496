package fpuzzles

import (
	"slices"
	"strconv"

	"github.com/sudokugo/sudoku"
)

// The f-puzzles keys of the rules between cells two by two: "whispers",
// "palindrome" and "clone". Entropic and modular lines have no f-puzzles
// key (SudokuPad draws them); a cosmetic line drawn for them is refused
// as every cosmetic shape drawn for a constraint is.

// whispers reads German whispers: {"lines":[[...], ...],"value":"5"},
// each line a whisper of its own whose neighbours differ by at least
// the value, 5 when it is missing or empty.
func (c *converter) whispers(item value) error {
	ls, fields, err := lines("whispers", item, "value")
	if err != nil {
		return err
	}
	least := 0 // 5, the usual
	if v, ok := fields["value"]; ok {
		s, ok := v.text()
		if !ok {
			return v.fail("is not a whispers value")
		}
		if s != "" {
			n, err := strconv.Atoi(s)
			if err != nil || n < 1 || n > 8 {
				return &UnsupportedError{Constraint: "whispers", Path: v.path,
					Detail: "whispers of difference " + strconv.Quote(s)}
			}
			if n != 5 {
				least = n
			}
		}
	}
	for _, l := range ls {
		c.p.Rules.Lines = append(c.p.Rules.Lines,
			sudoku.Line{Kind: sudoku.WhisperLine, Cells: l, Value: least})
	}
	return nil
}

// palindrome reads palindromes: {"lines":[[...], ...]}, each line one.
func (c *converter) palindrome(item value) error {
	ls, _, err := lines("palindrome", item)
	if err != nil {
		return err
	}
	for _, l := range ls {
		c.p.Rules.Lines = append(c.p.Rules.Lines,
			sudoku.Line{Kind: sudoku.PalindromeLine, Cells: l})
	}
	return nil
}

// clone reads a clone: {"cells":[...],"cloneCells":[...]}, the same
// shape moved. Both lists are put in row-major order, which a move
// keeps, so that their cells pair up whatever order f-puzzles wrote.
func (c *converter) clone(item value) error {
	fields, err := itemFields("clone", item, "cells", "cloneCells")
	if err != nil {
		return err
	}
	var two [2][]int
	for k, key := range [2]string{"cells", "cloneCells"} {
		f, err := required(item, fields, key)
		if err != nil {
			return err
		}
		if two[k], err = f.cells(); err != nil {
			return err
		}
		slices.Sort(two[k])
	}
	c.p.Rules.Clones = append(c.p.Rules.Clones, sudoku.Clone{A: two[0], B: two[1]})
	return nil
}
