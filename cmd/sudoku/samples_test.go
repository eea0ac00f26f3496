package main

import (
	"flag"
	"testing"
)

// allSamples asks the tests that run the command on a sample of
// something slow to run all of it, as -allsamples does for the root
// package's tests (each test's comment says what it samples):
//
//	go test ./... -allsamples
var allSamples = flag.Bool("allsamples", false,
	"run the sampled tests on every case: the whole -n of TestGenerateNoRepeats")

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
