package main

import (
	"errors"
	"fmt"
	"math"
	"strconv"
	"strings"

	"github.com/sudokugo/sudoku"
)

// An intRange is the value of -clues: MIN-MAX, MIN-, -MAX or N (for
// N-N), bounds from 1 to 81, 0 standing for a bound left out.
type intRange struct{ lo, hi int }

// String returns the range as the flag takes it, or "" for no bounds.
func (r *intRange) String() string {
	if r == nil || *r == (intRange{}) {
		return ""
	}
	var lo, hi string
	if r.lo > 0 {
		lo = strconv.Itoa(r.lo)
	}
	if r.hi > 0 {
		hi = strconv.Itoa(r.hi)
	}
	return lo + "-" + hi
}

// Set parses s as MIN-MAX, MIN-, -MAX or N.
func (r *intRange) Set(s string) error {
	lo, hi, err := splitRange(s)
	if err != nil {
		return err
	}
	var v [2]int
	for i, t := range []string{lo, hi} {
		if t == "" {
			continue
		}
		n, err := strconv.Atoi(t)
		if err != nil || n < 1 {
			return fmt.Errorf("%q is not a positive whole number", t)
		}
		if n > 81 {
			return fmt.Errorf("%d is above 81, the number of cells", n)
		}
		v[i] = n
	}
	if v[0] > 0 && v[1] > 0 && v[0] > v[1] {
		return fmt.Errorf("%d is above %d", v[0], v[1])
	}
	r.lo, r.hi = v[0], v[1]
	return nil
}

// A ratingRange is the value of -rating: MIN-MAX, MIN-, -MAX or R (for
// R-R), ratings on the Sudoku Explainer scale, 0 standing for a bound left
// out.
type ratingRange struct{ lo, hi float64 }

// String returns the range as the flag takes it, or "" for no bounds.
func (r *ratingRange) String() string {
	if r == nil || *r == (ratingRange{}) {
		return ""
	}
	var lo, hi string
	if r.lo > 0 {
		lo = strconv.FormatFloat(r.lo, 'f', -1, 64)
	}
	if r.hi > 0 {
		hi = strconv.FormatFloat(r.hi, 'f', -1, 64)
	}
	return lo + "-" + hi
}

// Set parses s as MIN-MAX, MIN-, -MAX or R.
func (r *ratingRange) Set(s string) error {
	lo, hi, err := splitRange(s)
	if err != nil {
		return err
	}
	var v [2]float64
	for i, t := range []string{lo, hi} {
		if t == "" {
			continue
		}
		x, err := strconv.ParseFloat(t, 64)
		if err != nil || !(x > 0) || math.IsInf(x, 1) {
			return fmt.Errorf("%q is not a positive rating", t)
		}
		v[i] = x
	}
	if v[0] > 0 && v[1] > 0 && v[0] > v[1] {
		return fmt.Errorf("%v is above %v", v[0], v[1])
	}
	r.lo, r.hi = v[0], v[1]
	return nil
}

// splitRange splits s at its dash into the text of the two bounds; a
// value without a dash is both, and "" is no bound at all.
func splitRange(s string) (lo, hi string, err error) {
	lo, hi, found := strings.Cut(s, "-")
	switch {
	case !found:
		hi = lo
	case lo == "" && hi == "":
		return "", "", errors.New("want MIN-MAX")
	}
	return lo, hi, nil
}

// levels are the levels that -level names, from the easiest.
var levels = []sudoku.Level{sudoku.Easy, sudoku.Medium, sudoku.Hard,
	sudoku.Expert, sudoku.Extreme}

// A levelValue is the value of -level: a level's name, or "any" for no
// level (the zero Level).
type levelValue sudoku.Level

// String returns the level's name, or "any".
func (l *levelValue) String() string {
	if l == nil || *l == 0 {
		return "any"
	}
	return sudoku.Level(*l).String()
}

// Set takes the name of a level, as [sudoku.Level.String] writes it, or
// "any".
func (l *levelValue) Set(s string) error {
	if s == "any" {
		*l = 0
		return nil
	}
	var names []string
	for _, v := range levels {
		if s == v.String() {
			*l = levelValue(v)
			return nil
		}
		names = append(names, v.String())
	}
	return fmt.Errorf("unknown level (want any, %s)", strings.Join(names, ", "))
}
