// Package allsamples holds the -allsamples flag that the tests of every
// package of the module take, and the size of a sample that it and
// -short set. It is for tests only.
//
// A slow test checks a fixed sample by default, a smaller one with
// -short, and every case with -allsamples (each test's comment says
// which). The flag goes after the packages, since go test ends the
// package list at the first flag it does not know:
//
//	go test ./... -allsamples
//
// A package whose tests sample nothing imports this one for its flag
// alone, so that the command above runs in it too.
package allsamples

import (
	"flag"
	"testing"
)

var all = flag.Bool("allsamples", false,
	"check every case of the sampled tests (each test's comment says what it samples)")

// On reports whether -allsamples was given.
func On() bool { return *all }

// Size returns how many cases of a sample a test takes: full with
// -allsamples, short with -short, and dflt otherwise.
func Size(full, dflt, short int) int {
	switch {
	case *all:
		return full
	case testing.Short():
		return short
	}
	return dflt
}
