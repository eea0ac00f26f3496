package draw_test

import (
	"flag"
	"testing"
)

// allSamples asks the tests that draw a sample of something slow to draw
// all of it, as -allsamples does for the root package's tests (each
// test's comment says what it samples):
//
//	go test ./... -allsamples
var allSamples = flag.Bool("allsamples", false,
	"draw every step of more sample puzzles in TestStepsShowEverything")

// sampleSize returns how many cases of a sample a test takes: full with
// -allsamples, short with -short, and dflt otherwise.
func sampleSize(full, dflt, short int) int {
	switch {
	case *allSamples:
		return full
	case testing.Short():
		return short
	}
	return dflt
}
